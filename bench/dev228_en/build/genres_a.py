"""Genres: hospice admission, SPC consult, symptom progress + syringe driver chart, family meeting."""
import case as C
import clin as K
import common as M
import narr as N
import phi as H
from doc import P


def hospice_admission(doc, rng, c):
    s = H.pick_staff(rng, c["hosp"], ["registrar", "sho", "consultant", "anp"])
    pt, nd = c["pt"], c["nd"]
    if rng.random() < 0.6:
        M.letterhead(doc, rng, c["hosp"], full=rng.random() < 0.5)
    doc.lit(rng.choice(["INPATIENT UNIT - ADMISSION ASSESSMENT", "Admission clerking (IPU)", "MEDICAL ADMISSION NOTE",
                        "Admission to Specialist Palliative Care Unit", "IPU ADMISSION - MEDICAL"]) + "\n\n")
    clk = M.Clock(rng, 9, 19)
    doc.put(["Date of admission: ", P(H.fdate(c["adm"], s["dstyle"]), "DATE"), " " + clk.now()])
    doc.put(["   Location: ", P(c["hosp"]["short"] + " " + rng.choice(["IPU", "Unit"]), "HOSPITAL") if rng.random() < 0.3 else "IPU",
             ", ", c["room"], P(c["room_no"], "LOCATION_OTHER"), "\n"])
    M.pt_block(doc, rng, c, fields=("name", "dob", "ids", "addr", "gp", "nok", "plan"))
    src = rng.randrange(3)
    if src == 0:
        a = H.pick_staff(rng, c["acute"], ["consultant", "registrar"])
        doc.put(["Admitted from: ", P(c["acute"]["name"], "HOSPITAL"), ", ", P(c["ward"], "HOSPITAL"),
                 " under ", M.sname(rng, a, "dr_full"), " (", rng.choice(["Oncology", "Respiratory", "Gen Med", "Gastro", "Haematology", "Care of the Elderly"]), ")\n"])
    elif src == 1:
        doc.put(["Admitted from: home via community SPC team (", M.sname(rng, H.pick_staff(rng, c["hosp"], ["community"]), "full"), ")\n"])
    else:
        doc.put(["Admitted from: ", P(c["nh"]["name"], "HOSPITAL"), ", ", P(c["nh"]["town"], "CITY"), "\n"])
    doc.lit("\n" + rng.choice(["Reason for admission: ", "RFA: ", "Presenting problem: "]))
    doc.lit(rng.choice(["symptom control - ", "end of life care; ", "respite / symptom mx; ", "complex pain; "]) +
            ", ".join(c["dx"]["sym"][:2]) + "\n\n")
    doc.lit(rng.choice(["HPI:\n", "History:\n", "HISTORY OF PRESENTING COMPLAINT\n"]))
    N.hpi(doc, rng, c)
    doc.lit("\n\nPMH:\n")
    N.pmh(doc, rng)
    doc.lit("\n" + rng.choice(["Medications on admission:\n", "Current meds:\n", "DRUG HISTORY\n"]))
    N.meds_block(doc, rng)
    N.allergies(doc, rng)
    doc.lit("\n" + rng.choice(["Social:\n", "Social history: ", "SH: "]))
    N.social_hx(doc, rng, c)
    doc.lit("\n\n")
    sc = K.scores(rng)
    doc.lit(rng.choice(["Function: AKPS %d, " % sc["akps"], "Australia-modified Karnofsky (AKPS) %d, " % sc["akps"],
                        "Edmonton (ESAS) total %d, " % sc["ipos"], "PPS %d%%, " % sc["pps"], "ECOG %d, " % sc["ecog"]]) +
            "Phase: %s. IPOS %d. " % (sc["phase"], sc["ipos"]) + rng.choice(["Mobilising with Zimmer frame.", "Bed bound.",
                                                                             "Hoist for transfers.", "Independent with stick."]) + "\n\n")
    doc.lit("O/E: " + K.vitals_line(rng) + "\n")
    for e in rng.sample(K.EXAM, rng.randrange(3, 7)):
        doc.lit(e + " ")
    doc.lit("\n\n")
    if rng.random() < 0.7:
        N.labs_block(doc, rng, c, H.add_days(c["adm"], -rng.randrange(0, 4)))
        doc.nl()
    doc.lit(rng.choice(["Psychological / spiritual: ", "Psychosocial: "]))
    doc.put([H.pt_ref(rng, pt), rng.choice([" aware of diagnosis and prognosis. ", " understands that time is short. ",
                                           " has limited insight; family aware. "])])
    if rng.random() < 0.6:
        doc.put(["Practising ", c["faith"].replace("Roman ", ""), ", attends ",
                 P(c["church"], "ORGANIZATION"), ". "])
    if rng.random() < 0.5:
        k = c["fam"][-1]
        doc.put(["Wishes to see ", C.fam_ref(rng, k, "given"), M.fam_loc(rng, k) or "", " ", rng.choice(["before ", "by "]),
                 P(H.fdate(H.add_days(nd, rng.randrange(7, 40)), rng.choice(["d_month", "wk_comma", "ord_of"])), "DATE"), ". "])
    doc.lit("\n\nResus: " + rng.choice(["DNACPR - discussed with patient and family, form completed.", "NFR, documented.",
                                         "Not for CPR / not for ICU; ceiling of care = ward-based comfort measures."]) + "\n")
    doc.lit("\nImpression: " + c["dx"]["short"] + ", " + rng.choice(["deteriorating", "unstable", "likely last weeks of life",
                                                                     "symptom burden high"]) + ".\n")
    doc.lit("Plan:\n")
    N.plan_block(doc, rng)
    doc.nl()
    M.signature(doc, rng, s, c, c["adm"], t=clk.adv(60, 200))
    M.footer(doc, rng, c, s, c["adm"])


def spc_consult(doc, rng, c):
    acu = c["acute"]
    s = H.pick_staff(rng, acu, ["registrar", "consultant", "cns", "anp"])
    ref = H.pick_staff(rng, acu, ["consultant", "registrar", "sho"])
    pt, nd = c["pt"], c["nd"]
    if rng.random() < 0.5:
        M.letterhead(doc, rng, acu, full=False)
    doc.lit(rng.choice(["Specialist Palliative Care Team - Consultation", "SPCT CONSULT NOTE", "Palliative Care Consult (inpatient)",
                        "Hospital Palliative Care Team - Initial Assessment"]) + "\n")
    clk = M.Clock(rng, 9, 17)
    doc.put(["Date: ", P(H.fdate(nd, s["dstyle"]), "DATE"), "  Time seen: " + clk.now() + "\n"])
    doc.put(["Ward: ", P(c["ward"], "HOSPITAL"), ", ", rng.choice(["Bed ", "bed ", "Rm ", "Cubicle "]), P(c["room_no"], "LOCATION_OTHER"), "\n"])
    M.pt_block(doc, rng, c, acute=True, fields=("name", "dob", "ids"))
    if rng.random() < 0.4:
        doc.put(["Encounter no. ", P(c["acct"], "ACCOUNT"), "\n"])
    doc.put(["\nReferred by: ", M.sname(rng, ref), rng.choice([" (Oncology)", " (Resp)", " (Medicine)", " (Surgery)", ""]),
             " on ", P(H.fdate(H.add_days(nd, -rng.randrange(0, 3)), rng.choice(H.SHORT_STYLES)), "DATE"), "\n"])
    doc.lit("Reason for referral: " + rng.choice(["pain ++", "advice re: symptom mx", "?EOL care", "breathlessness, anxiety",
                                                   "nausea and vomiting", "goals of care discussion", "agitation overnight"]) + "\n")
    if rng.random() < 0.6:
        f = rng.choice(c["fam"])
        doc.put(["Seen with ", f["rel"], " ", C.fam_ref(rng, f), " present", rng.choice([" at bedside.", ".", " (by phone)."]), "\n"])
    doc.lit("\n" + rng.choice(["Background:\n", "Hx:\n", "HISTORY\n"]))
    N.hpi(doc, rng, c)
    doc.lit("\n\nPMH: ")
    N.pmh(doc, rng)
    doc.lit("\nCurrent meds:\n")
    N.meds_block(doc, rng, rng.randrange(3, 8))
    if rng.random() < 0.8:
        doc.nl()
        N.labs_block(doc, rng, c, nd)
    doc.lit("\nO/E: " + K.vitals_line(rng) + ". " + " ".join(rng.sample(K.EXAM, rng.randrange(2, 5))) + "\n")
    if rng.random() < 0.5:
        doc.lit("\nSocial: ")
        N.social_hx(doc, rng, c)
        doc.nl()
    doc.lit("\n" + rng.choice(["Assessment:", "Impression:", "A:"]) + " " + c["dx"]["short"] + " with " + ", ".join(c["dx"]["sym"]) + ". ")
    doc.lit(rng.choice(["Likely weeks prognosis.", "Prognosis short weeks to months.", "Recognising dying - likely days.", "Uncertain recovery."]) + "\n")
    doc.lit(rng.choice(["Recommendations:\n", "Recs:\n", "PLAN / ADVICE\n"]))
    N.plan_block(doc, rng, numbered=True)
    if rng.random() < 0.5:
        doc.put(["Discussed with ", M.sname(rng, H.pick_staff(rng, acu, ["consultant"]), "dr_sur"), " (SPC consultant).\n"])
    doc.put(["We will review ", rng.choice(["tomorrow", "on ", "in 48h; "])])
    if rng.random() < 0.5:
        doc.put([P(H.fdate(H.add_days(nd, rng.randrange(1, 4)), "wk"), "DATE")])
    doc.put([". Contact SPCT ", rng.choice(["bleep ", "ext ", "on "]), P(s["bleep"] if rng.random() < 0.6 else acu["phone"], "PHONE"),
             rng.choice([" (Mon-Fri 08:00-17:00); out of hours via switch.", " if concerns.", "."]), "\n\n"])
    M.signature(doc, rng, s, c, nd, acu, t=clk.adv(30, 120))
    M.footer(doc, rng, c, s, nd)


def symptom_progress(doc, rng, c):
    site = c["hosp"]
    pt, nd = c["pt"], c["nd"]
    s = H.pick_staff(rng, site, ["registrar", "sho", "consultant", "anp"])
    n1 = H.pick_staff(rng, site, ["nurse"])
    n2 = H.pick_staff(rng, site, ["nurse", "cns"])
    doc.put([P(site["name"], "HOSPITAL") if rng.random() < 0.6 else P(site["short"], "HOSPITAL"), " - ",
             rng.choice(["Progress Notes", "MDT progress note", "Medical review", "Daily review"]), "\n"])
    doc.put([H.nm(pt, "PATIENT", rng.choice(["caps", "comma", "full"])), "  "])
    doc.put(M.ids_line(rng, c))
    doc.put(["  ", c["room"], P(c["room_no"], "LOCATION_OTHER"), "\n\n"])
    days = rng.randrange(1, 4)
    for k in range(days):
        d = H.add_days(nd, k - days + 1)
        doc.put([P(H.fdate(d, rng.choice([s["dstyle"], "wk_short", "dmy"])), "DATE"), " " + M.tm(rng) + " ",
                 rng.choice(["WR", "Med review", "Dr review", "Ward round", "Nursing"]), "\n"])
        for ln in K.symptom_lines(rng, c["dx"], rng.randrange(2, 4)):
            doc.lit(ln + " ")
        if rng.random() < 0.5:
            f = rng.choice(c["fam"])
            k = rng.randrange(3)
            if k == 0:
                doc.put(["Family at bedside (", C.fam_ref(rng, f, "given"), ", " + f["rel"] + rng.choice([").", ") - questions answered."])])
            elif k == 1:
                doc.put(["Seen with ", f["rel"], " ", C.fam_ref(rng, f, "given"), "."])
            else:
                doc.put(["Updated ", C.fam_ref(rng, f, rng.choice(["given", "full"])), " (" + f["rel"] + ") by phone."])
        doc.lit("\n" + K.vitals_line(rng) + "\n")
        doc.lit("Plan: " + " ".join(rng.sample(K.PLAN, 2)) + "\n")
        doc.put(["-- ", M.sname(rng, s, rng.choice(["dr_sur", "initials", "full_cred"])), "\n\n"])
    # syringe driver chart
    doc.lit(rng.choice(["CSCI / SYRINGE DRIVER RECORD", "Syringe Driver Chart (24 hr CSCI)", "SUBCUT SYRINGE DRIVER MONITORING CHART"]) + "\n")
    doc.put(["Device: ", rng.choice(["CME T34", "NIKI T34", "BD BodyGuard T", "T34 ambulatory pump"]), "   Serial no. ",
             P(c["sd_serial"], "DEVICE")])
    if rng.random() < 0.4:
        doc.put(["   Asset tag ", P("SD-" + H.digits(rng, 4), "DEVICE")])
    doc.nl()
    sd = K.sd_mix(rng)
    start = H.add_days(nd, -rng.randrange(0, 3))
    doc.put(["Commenced: ", P(H.fdate(start, "dmy"), "DATE"), " at " + M.tm(rng) + " by ", M.sname(rng, n1, "full"),
             ", checked by ", M.sname(rng, n2, rng.choice(["full", "init_sur"])), "\n"])
    for nme, dose in sd:
        doc.lit("  %s %s %s / 24h\n" % (nme, dose, "micrograms" if nme == "Octreotide" else "mg"))
    vol = rng.choice([17, 18, 20, 22])
    doc.lit("Diluent: %s   Volume %d mL   Rate %.2f mL/h   Site: %s\n" % (
        rng.choice(["WFI", "NaCl 0.9%"]), vol, vol / 24.0, rng.choice(["L upper chest", "R abdomen", "L upper arm", "R scapula"])))
    doc.lit("Time   | Vol remaining | Rate | Site OK | Sig\n")
    t0 = rng.randrange(6, 10)
    rem = float(vol)
    for i in range(rng.randrange(3, 7)):
        who = rng.choice([n1, n2])
        doc.put(["%02d:00  | %5.1f mL      | %.2f | %s     | " % ((t0 + 4 * i) % 24, rem, vol / 24.0, rng.choice(["Y", "Y", "Y", "Y", "Y", "Y", "N-resited"])),
                 P(H.initials(who, False) if rng.random() < 0.7 else who["sur"], "DOCTOR"), "\n"])
        rem = max(0.0, rem - 4 * vol / 24.0)
    doc.lit("\nBreakthrough (PRN) doses given:\n")
    clk = M.Clock(rng, 0, 10)
    for i in range(rng.randrange(1, 4)):
        who = rng.choice([n1, n2])
        doc.put([clk.adv(40, 300), " - ", rng.choice(["Morphine 2.5 mg SC for pain", "Midazolam 2.5 mg SC for agitation", "Oxycodone 1.25 mg SC for pain",
                                              "Haloperidol 1 mg SC for nausea", "Glycopyrronium 200 mcg SC for secretions", "Levomepromazine 5 mg SC for nausea",
                                              "Hyoscine butylbromide 20 mg SC for secretions", "Alfentanil 100 mcg SC for SOB", "Morphine 2.5 mg SC for SOB"]), " (", P(who["given"] + " " + who["sur"], "DOCTOR") if rng.random() < 0.4 else P(H.initials(who, False), "DOCTOR"), ")\n"])
    if rng.random() < 0.5:
        doc.put(["\nCD cabinet access: biometric ", P(H.bioid(rng), "BIOID"), " (", M.sname(rng, n1, "init_sur"), ")\n"])
    M.footer(doc, rng, c, n1, nd, 0.45)


def family_meeting(doc, rng, c):
    site = rng.choice([c["hosp"], c["hosp"], c["acute"]])
    pt, nd = c["pt"], c["nd"]
    s = H.pick_staff(rng, site, ["consultant", "registrar"])
    o = [H.pick_staff(rng, site, ["cns", "nurse"]), H.pick_staff(rng, site, ["sw"])]
    nz = c["country"] == "NZ"
    doc.lit(rng.choice(["FAMILY MEETING RECORD", "Family Meeting - Documentation", "Whānau hui record" if nz else "Family conference notes",
                        "Record of family meeting"]) + "\n")
    clk = M.Clock(rng, 10, 17)
    doc.put(["Date: ", P(H.fdate(nd, rng.choice(["wk_long", s["dstyle"], "long"])), "DATE"), "   Time: " + clk.now() + "\n"])
    doc.put(["Venue: ", rng.choice(["family room, ", "quiet room, ", "patient's room, ", "whānau room, " if nz else "day room, "]),
             P(site["name"], "HOSPITAL"), "\n"])
    doc.put(["Re: ", H.nm(pt, "PATIENT", rng.choice(["title_full", "full", "caps"])), " ("])
    doc.put(M.ids_line(rng, c, site is c["acute"]))
    doc.lit(")\n\nPresent:\n")
    fams = rng.sample(c["fam"], min(len(c["fam"]), rng.randrange(1, 5)))
    for f in fams:
        doc.put(["- ", C.fam_ref(rng, f, rng.choice(["full", "full", "given"])), " (", f["rel"], ")"])
        if f["abroad"] and rng.random() < 0.6:
            doc.put([" - via video link from "] + ([P(f["abroad"][0], "CITY")] if rng.random() < 0.5 else C.country_piece(f["abroad"][2])))
        doc.nl()
    if rng.random() < 0.5:
        doc.put(["- ", H.nm(pt, "PATIENT", rng.choice(["given", "title_sur"])), " (patient) for first part\n"])
    doc.put(["- ", M.sname(rng, s, "dr_full"), ", Consultant in Palliative Medicine\n"])
    for x in o:
        doc.put(["- ", M.sname(rng, x, "full"), ", " + x["cred"] + "\n"])
    if nz and pt["group"] in ("mo", "pa") and rng.random() < 0.6:
        k = H.pick_staff(rng, site, ["hca"])
        doc.put(["- ", P(k["given"] + " " + k["sur"], "DOCTOR"), ", kaiāwhina / cultural support\n"])
    if rng.random() < 0.3:
        doc.put(["Interpreter present (", rng.choice(["Polish", "Tongan", "Samoan", "Irish Sign Language", "Mandarin"]),
                 "), booking ref ", P("INT-" + H.digits(rng, 6), "IDNUM"), "\n"])
    doc.lit("\nPurpose: " + rng.choice(["update on condition and discuss goals of care", "discuss deterioration and preferred place of death",
                                         "discharge planning", "family's request for information re prognosis"]) + ".\n\n")
    doc.lit("Discussion:\n")
    k = rng.randrange(3)
    if k == 0:
        doc.put(["- ", M.sname(rng, s, "dr_sur"), " outlined that ", H.pt_ref(rng, pt, False), "'s ", c["dx"]["short"],
                 " has progressed despite treatment. Weight loss, fatigue and reduced intake reflect disease progression.\n"])
    elif k == 1:
        doc.put(["- Family's understanding explored first: ", C.fam_ref(rng, c["fam"][0], "given"), " felt ", H.pt_ref(rng, pt, False),
                 rng.choice([" 'has gone downhill fast'", " 'is not herself this week'" if pt["sex"] == "F" else " 'is not himself this week'", " was 'just tired'"]),
                 ". ", M.sname(rng, s, "dr_sur"), " explained the ", c["dx"]["short"], " is now advanced and time is likely short (days to weeks).\n"])
    else:
        doc.put(["- Medical update (", M.sname(rng, s, "dr_sur"), "): ", c["dx"]["note"], "; ", ", ".join(c["dx"]["sym"]),
                 " worsening over past week. Not for further active treatment.\n"])
    f0 = fams[0]
    doc.put(["- ", C.fam_ref(rng, f0, "given"), " asked about IV fluids and artificial nutrition - explained benefits/burdens; not recommended, mouth care emphasised.\n"])
    if len(fams) > 1:
        doc.put(["- ", C.fam_ref(rng, fams[1], "given"), rng.choice([" is worried ", " expressed concern "]), "that ",
                 rng.choice(["morphine will hasten death", "Mam is starving" if not nz else "Mum is starving", "nobody told them earlier",
                             "they won't get home in time"]), "; reassured and explained.\n"])
    if rng.random() < 0.6:
        doc.put(["- Family would like ", H.pt_ref(rng, pt, False), " home for ",
                 P(rng.choice(["Christmas", "Easter", "St. Patrick's Day", "New Year's Day"] if not nz else ["Christmas", "Matariki", "Waitangi Day", "Easter", "Labour Weekend"]), "DATE"),
                 " if at all possible.\n"])
    if rng.random() < 0.5:
        d2 = H.add_days(nd, rng.randrange(5, 60))
        doc.put(["- Grandchild's ", rng.choice(["wedding", "graduation", "communion", "birthday", "21st"]), " on ",
                 P(H.fdate(d2, rng.choice(["d_month", "ord_of", "wk_comma", "dmy"])), "DATE"), " - important milestone.\n"])
    if nz and rng.random() < 0.6 and c["marae"]:
        doc.put(["- Whānau wish to take ", H.pt_ref(rng, pt, False), " to ", P(c["marae"], "LOCATION_OTHER"),
                 " after death; tangihanga arrangements discussed.\n"])
    doc.lit("\nOutcome / agreed plan:\n")
    N.plan_block(doc, rng, rng.randrange(2, 5))
    doc.lit("- Preferred place of death: " + rng.choice(["home", "hospice", "here (hospital)", "undecided"]) + ".\n")
    doc.put(["- Key contact: ", C.fam_ref(rng, f0, "full"), " ", P(f0["phone"], "PHONE")])
    if rng.random() < 0.4:
        doc.put([", ", P(f0["email"], "EMAIL")])
    doc.nl()
    if rng.random() < 0.6:
        doc.put(["- Next meeting: ", P(H.fdate(H.add_days(nd, rng.randrange(3, 14)), rng.choice(["wk_short", "dm", "d_mon"])), "DATE"), " or sooner if change.\n"])
    doc.nl()
    M.signature(doc, rng, s, c, nd, site, t=clk.adv(45, 150))
    M.footer(doc, rng, c, s, nd)
