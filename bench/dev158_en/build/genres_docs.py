"""Document genres: transfer of care summary, clinical incident report."""
import clin
import pools as P
import records as R


# ---------------------------------------------------------------- transfer of care
def transfer_summary(g, d):
    pt = R.patient(g, g.c(["aged", "rehab", "med", "surg"]))
    dest = g.c(["racf", "rehab", "gp", "hosp"])
    nurse = g.name()
    title = {"racf": "NURSING TRANSFER OF CARE - TO RESIDENTIAL AGED CARE",
             "rehab": "TRANSFER OF CARE SUMMARY - SUBACUTE / REHABILITATION",
             "gp": "DISCHARGE / TRANSFER OF CARE SUMMARY",
             "hosp": "INTERHOSPITAL TRANSFER SUMMARY"}[dest]
    d.ln(title)
    d.ln("From: ", (g.hosp, "HOSPITAL"), ", ", (pt.ward, "HOSPITAL"), "   Ph ", (g.phone("land"), "PHONE"),
         "   Fax ", (g.fax(), "FAX"))
    if dest == "racf":
        to = [(pt.racf, "HOSPITAL")]
    elif dest == "rehab":
        to = [(g.loc(P.REHAB_SITES), "HOSPITAL")]
    elif dest == "gp":
        to = [g.doctor(pt.gp), ", ", (pt.practice, "HOSPITAL")]
    else:
        to = [(g.other_hosp(), "HOSPITAL"), ", " + g.c(["Rehab", "AT&R", "Gen Med", "Ortho"]) + " unit"]
    d.w("To: ", to)
    if dest != "gp" and g.chance(0.7):
        d.w(", attn ", g.staff(None, None, g.c(["FL", "F.L"])), " (" + g.c(["Facility Manager", "Clinical Manager",
                                                                            "Admissions", "NUM"]) + ")")
    d.ln()
    d.ln("   Fax ", (g.fax(), "FAX"), g.c(["", ["   Email ", (g.email(role=g.c(["admissions", "intake", "referrals"])),
                                                             "EMAIL")]]))
    pt["edd"] = g.day(0)
    d.ln("Date of transfer: ", g.d(pt.edd), "   Time: " + clin.time(g, 9, 16))
    d.t("\n")
    d.ln("PATIENT DETAILS")
    d.ln("Name: ", g.pname(pt.n, g.c(["LFcap", "FL", "LFm"])), "    Preferred name: ",
         (pt.n.nick or pt.n.first, "PATIENT"))
    d.ln("DOB: ", g.d(pt.dob), "    Age: ", (str(pt.age), "AGE"), "    Sex: " + pt.sex)
    d.ln(R.mrn_pieces(g, pt), "    Encounter: ", (pt.acct, "ACCOUNT"))
    d.ln("Address: ", g.addr(pt.addr))
    if g.cc == "AU":
        d.ln("Medicare: ", (g.medicare(), "HEALTHPLAN"),
             g.c(["", ["    DVA: ", (g.dva(), "HEALTHPLAN"), " (" + g.c(["Gold", "White"]) + ")"]]))
    else:
        d.ln("Funding: " + g.c(["public", "ACC", "DHB/Te Whatu Ora"]) + "    Community Services Card: ",
             (g.csc(), "HEALTHPLAN"))
    d.ln("NOK / EPOA: ", g.pname(pt.nok, "FL", "FAMILY"), " (" + pt.rel + ")  ", (pt.nok_phone, "PHONE"),
         g.c(["", ["  ", (g.email(pt.nok), "EMAIL")]]))
    d.ln(R.gp_pieces(g, pt, full=True))
    if pt.lang:
        d.ln("Language: " + pt.lang + " - interpreter required. Country of birth: ", (pt.cob, "COUNTRY"))
    d.t("\n")
    d.ln("ADMISSION")
    d.ln("Admitted: ", g.d(pt.adm), "   Transfer: ", g.d(pt.edd), "   LOS: %d days" % (pt.los + 1))
    d.ln("Treating consultant: ", g.doctor(pt.cons), " (" + pt.spec + ")")
    d.ln("Principal dx: " + pt.dx)
    d.ln("Comorbidities: " + ", ".join(g.r.sample(["T2DM (diet)", "HTN", "AF", "CKD3a", "OA knees",
                                                    "COPD (FEV1 48%)", "dementia", "depression", "GORD",
                                                    "hypothyroid", "macular degeneration", "IHD"], 4)))
    d.t("\n")
    d.ln("HOSPITAL COURSE")
    d.w(g.pname(pt.n, "tL"), " presented ", g.ds(pt.adm), " with " + g.c(["fall and long lie", "SOB", "confusion",
                                                                         "abdominal pain", "reduced mobility"]) + ". ")
    d.w("Progress " + g.c(["slow but steady", "complicated by delirium", "complicated by HAP",
                           "uneventful"]) + ". ")
    if g.chance(0.6):
        d.w("On ", g.ds(g.day(-g.ri(1, max(1, pt.los)))), " " + g.c(["had unwitnessed fall - CTB NAD",
                                                                     "spiked temp, treated for UTI",
                                                                     "MET call for hypotension, fluid responsive",
                                                                     "transfused 1 unit PRBC"]) + ". ")
    d.ln("Mobility now " + pt.mob + ". Cognition: " + g.c(["4AT 0", "baseline per family", "fluctuating",
                                                           "MoCA 19/30"]) + ".")
    d.t("\n")
    d.ln("CARE NEEDS")
    for line in g.r.sample(["ADLs: assist x1 showering, set-up for meals", "Continence: " +
                            g.c(["continent", "pads day+night", "IDC - TWOC at RACF day 5"]),
                            "Diet: " + g.c(clin.DIET), "Skin: " + g.c(["intact", "stage 2 PI sacrum - dressing Mepilex q3d",
                                                                          "skin tear L) shin - Steri-strips"]),
                            "Behaviour: " + g.c(["settled", "sundowning - redirect", "exit-seeking"]),
                            "Sleep: " + g.c(["good", "melatonin 2 mg nocte"])], 4):
        d.ln(" - " + line)
    if g.chance(0.55):
        dev = g.c(["pacer", "ha", "other"])
        if dev == "pacer":
            d.ln(" - Devices: PPM (", g.c(["Medtronic Azure", "Biotronik", "Abbott Assurity"]), ") SN ",
                 (g.device_sn("pacer"), "DEVICE"), "; card with pt")
        elif dev == "ha":
            d.ln(" - Devices: bilateral hearing aids, L) SN ", (g.device_sn("ha"), "DEVICE"), ", R) SN ",
                 (g.device_sn("ha"), "DEVICE"))
        else:
            d.ln(" - Devices: own CPAP machine (ResMed AirSense) SN ", (g.device_sn("other"), "DEVICE"),
                 " - returned to family")
    d.t("\n")
    d.ln("MEDICATIONS ON TRANSFER (see attached MAR)")
    for m in clin.oral_meds(g, g.ri(4, 8)):
        d.ln("  " + m)
    d.ln("Ceased: " + g.c(["amlodipine (postural BP)", "temazepam", "oxycodone", "nil"]) + ".  Webster pack from ",
         (g.loc(P.PHARMACIES), "HOSPITAL"), ".")
    d.t("\n")
    d.ln("FOLLOW-UP")
    d.ln(" - " + g.c(["Fracture clinic", "Geriatric OPD", "Wound clinic", "Heart failure clinic"]) + " with ",
         g.doctor(), " on ", g.d(g.day(g.ri(7, 42))), " at " + clin.time(g, 8, 15))
    d.ln(" - Bloods (EUC, FBC) on ", g.ds(g.day(g.ri(2, 7))), ", results to GP")
    if g.chance(0.5):
        d.ln(" - Telehealth review link: ", (g.url("tele"), "URL"))
    d.ln("Allergies: " + g.c(["NKDA", "penicillin (anaphylaxis)", "codeine (vomiting)", "sulfa (rash)"]))
    d.ln("Advance care: " + g.c(["ACD attached", "NFR - signed", "full active treatment", "ACP discussed, not completed"]))
    d.t("\n")
    d.ln("Queries: ", (pt.ward, "HOSPITAL"), " ph ", (g.phone("land"), "PHONE"), " ext ", (g.ext(), "PHONE"),
         " or ", (g.email(role="ward" + str(g.ri(1, 30)) + g.c(["", ".nuc", ".clerk"])), "EMAIL"))
    R.sig(g, d, g.c(["RN", "CN", "CNS", "Discharge Coordinator"]), "NMW", who=nurse)
    if g.chance(0.5):
        R.sig(g, d, g.c(["RMO", "Reg"]), "MED", date=False)
        d.ln("Prescriber no. ", (g.prescriber(), "LICENSE"))


# ---------------------------------------------------------------- incident report
INC_TYPES = ["fall", "fall", "medication", "absconding", "aggression", "pressure", "equipment", "id"]


def incident(g, d):
    pt = R.patient(g)
    rep = g.name()
    kind = g.c(INC_TYPES)
    inc_id = g.idnum("incident")
    hh = g.ri(0, 20)
    tm = "%02d:%02d" % (hh, g.ri(0, 59))
    rep_same = g.chance(0.5)
    sys = g.c(["RiskMan", "ims+", "IIMS", "Safety1st", "incident system"])
    d.ln(g.c(["CLINICAL INCIDENT REPORT", "Incident notification", "CLINICAL INCIDENT - NOTIFICATION FORM"]),
         " (" + sys + ")")
    d.ln("Incident ID: ", (inc_id, "IDNUM"), "    Status: " + g.c(["New", "Under review", "Closed"]))
    d.ln("Reported: ", g.d(g.day(0 if rep_same else 1)), " " + clin.time_colon(g, hh + 1 if rep_same else 7,
                                                                        23 if rep_same else 16) + "  by ",
         g.staff(rep, None, "FL"), " (" + g.c(["RN", "EN", "AIN", "CN", "RMO", "Ward Clerk", "Security"]) +
         "), login ", (g.username(rep), "USERNAME"))
    d.ln("Incident date/time: ", g.d(g.day(0)), " " + tm)
    d.ln("Location: ", (g.hosp, "HOSPITAL"), " > ", (pt.ward, "HOSPITAL"), " > ",
         g.c([["Room ", (str(g.ri(1, 30)), "LOCATION_OTHER"), " ensuite"], ["bed ", (pt.bed, "LOCATION_OTHER")],
              ["corridor outside bed ", (pt.bed, "LOCATION_OTHER")], ["bathroom near bay ", (str(g.ri(1, 6)), "LOCATION_OTHER")]]))
    d.ln("Person affected: patient - ", g.pname(pt.n, g.c(["FL", "LFcap"])), ", ", R.mrn_pieces(g, pt),
         ", age ", (str(pt.age), "AGE"), ", " + pt.sex)
    d.ln("Category: " + {"fall": "Fall", "medication": "Medication / IV fluids", "absconding": "Missing patient",
                         "aggression": "Aggression - visitor", "pressure": "Pressure injury",
                         "equipment": "Medical device", "id": "Patient identification"}[kind] +
         "    SAC: %d    Harm: %s" % (g.ri(2, 4), g.c(["none", "minor", "moderate"])))
    d.t("\n")
    d.ln("DESCRIPTION")
    w1 = g.name()
    if kind == "fall":
        d.ln("Pt found on floor beside bed at " + tm + " by ", g.staff(w1, None, "FL"), " (AIN). ",
             g.pname(pt.n, "tL"), " stated \"", g.c(["I was going to the toilet", "I slipped",
                                                      "I wanted to go home", "don't know"]),
             "\". Bed alarm ", g.c(["not activated", "sounded", ["off - sensor SN ", (g.device_sn("sensor"), "DEVICE"),
                                                                 " found unplugged"]]),
             ". Obs: " + clin.obs(g) + ". " + g.c(["Small haematoma occiput.", "No obvious injury.",
                                                    "Shortening + ER R) leg - XR ordered."]))
        d.ln("Neuro obs commenced, CTB " + g.c(["NAD", "pending", "small SDH - neurosurg consulted"]) +
             ". Reviewed by ", g.doctor(), " at " + clin.time(g) + ".")
    elif kind == "medication":
        cab = g.name()
        d.ln(g.c(["Oxycodone 10 mg given instead of 5 mg", "Enoxaparin given twice (0800 and 1000)",
                  "Insulin omitted at 1700", "Pt given co-patient's metoprolol (similar surname alert)",
                  "Vancomycin infused over 30 min instead of 2 h"]) + ". Identified by ",
             g.staff(w1, None, "FL"), " at handover.")
        d.ln("Automated dispensing cabinet audit: drawer accessed by ", g.staff(cab, None, "FL"),
             " via biometric ID ", (g.bioid(), "BIOID"), " at " + clin.time(g) + "; witness ",
             g.staff(None, None, "FL"), " (biometric ", (g.bioid(), "BIOID"), ").")
        if g.chance(0.5):
            d.ln("Infusion pump SN ", (g.device_sn("pump"), "DEVICE"), " - drug library " +
                 g.c(["bypassed", "not used", "correct"]) + ".")
    elif kind == "absconding":
        d.ln("Pt (involuntary, ", g.c(["MHA order", "under guardianship", "high falls + delirium"]),
             ") not in bed at " + tm + ". Last seen by ", g.staff(w1, None, "FL"), " 20 min prior. Search of ward and ",
             (g.loc(P.BUILDINGS), "LOCATION_OTHER"), " negative. CCTV shows pt exiting near ",
             (g.loc(P.LANDMARKS), "LOCATION_OTHER"), ".")
        d.ln("Police notified (event ", (g.idnum("other"), "IDNUM"), "); ", pt.rel + " ",
             g.pname(pt.nok, "FL", "FAMILY"), " (", (pt.nok_phone, "PHONE"), ") checked home at ",
             g.addr(pt.addr, "nostate"), ". Pt located " + g.c(["at bus stop", "at home", "in car park"]) +
             " and returned by security officer ", g.staff(None, None, "FL"), ".")
    elif kind == "aggression":
        v = g.name()
        d.ln("Visitor ", g.pname(v, "FL", "FAMILY"), " (" + pt.rel + ") became verbally aggressive towards ",
             g.staff(w1, None, "FL"), " RN re " + g.c(["visiting hours", "discharge delay", "parking",
                                                       "mother's care"]) + ". Code Grey called " + tm + ".")
        d.ln("Security (", g.staff(None, None, "FL"), ") escorted visitor off site; vehicle rego ",
             (g.plate(), "VEHICLE"), " noted. Visitor ID: driver licence ", (g.dl(), "LICENSE"), ".")
    elif kind == "pressure":
        d.ln("Stage " + g.c(["2", "3", "unstageable"]) + " PI to " + g.c(["sacrum", "L) heel", "R) ear (O2 tubing)",
                                                                      "coccyx"]) + " found at skin check by ",
             g.staff(w1, None, "FL"), ". Braden %d on admission; mattress SN " % g.ri(10, 18),
             (g.device_sn("mattress"), "DEVICE"), " found deflated (alarm silenced).")
    elif kind == "equipment":
        d.ln("Volumetric pump SN ", (g.device_sn("pump"), "DEVICE"), " alarmed 'upstream occlusion' repeatedly; "
             "actual volume infused 250 mL vs 100 mL programmed. Pump quarantined, tagged for biomed (job ",
             (g.idnum("order"), "IDNUM"), ", asset ", (g.device_sn("asset"), "DEVICE"), ").")
    else:
        d.ln("Pt wearing ID band of previous occupant of bed ", (pt.bed, "LOCATION_OTHER"), " (", g.pname(g.name(), "FL"),
             ", ", (g.mrn(), "MRN"), "). Specimen ", (g.idnum("specimen"), "IDNUM"), " collected under wrong label - lab"
             " notified, specimen rejected. Found by ", g.staff(w1, None, "FL"), ".")
    d.t("\n")
    d.ln("IMMEDIATE ACTIONS")
    d.ln(" - Treating team informed: ", g.doctor(pt.cons), " (" + pt.spec + ")")
    d.ln(" - NUM ", g.staff(None, None, "FL"), " / AHNM ", g.staff(None, None, "F"), " informed")
    d.ln(" - Family informed: ", g.pname(pt.nok, "FL", "FAMILY"), " (" + pt.rel + ") on ", (pt.nok_phone, "PHONE"),
         " at " + clin.time(g))
    if g.chance(0.6):
        d.ln(" - Open disclosure: ", g.d(g.day(g.ri(0, 3))), " with ", pt.rel + " by ", g.doctor(),
             g.c([" - apology given", " - questions answered", " - follow-up meeting planned"]))
    if g.chance(0.4):
        vw = g.name()
        d.ln(" - Witness (visitor): ", g.pname(vw, "FL", "FAMILY"), ", visiting bed ", (g.bed(), "LOCATION_OTHER"),
             ", contact ", (g.phone("mob"), "PHONE"))
    d.t("\n")
    d.ln("MANAGER REVIEW (", g.staff(None, None, g.c(["FL", "F.L"])), ", ", g.d(g.day(g.ri(1, 7))), "): " +
         g.c(["Falls huddle held; bed alarm education for staff.", "Referred to medication safety committee.",
              "RCA not required; local review.", "Escalated to patient safety unit."]))
    if g.chance(0.3):
        d.ln("Attachment: ", (g.url("portal"), "URL"))
