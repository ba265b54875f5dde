"""Genres: discharge summary to GP; care home transfer letter."""
import clinical as CL
import hdr
import ids
from common import pick, chance, fd, tm, add_days, digits, sample


def A(c, uk, us):
    return us if c["cc"] in ("US", "CA") else uk


def letterhead(d, rng, c, dept):
    d.w("[[HOSPITAL:hosp]]\n{dept}\n", dept=dept)
    if chance(rng, 0.6):
        d.w("[[STREET:v]], [[CITY:town]]", v=str(rng.randrange(1, 300)) + " " + pick(rng, ["Hospital Road", "Infirmary Street", "Kings Way", "College Road", "Harbour Drive"]))
        cc = c["cc"]
        if cc in ("AU", "US"):
            d.w(" [[STATE:state]] [[ZIP:v]]", v=ids.postcode(rng, c))
        elif cc == "CA":
            d.w(", [[STATE:state]] [[ZIP:v]]", v=ids.postcode(rng, c))
        elif cc != "IE" or chance(rng, 0.5):
            d.w(" [[ZIP:v]]", v=ids.postcode(rng, c))
        d.t("\n")
    d.w("Tel: [[PHONE:v]]", v=ids.ext_line(rng, c["cc"]) if chance(rng, 0.5) else c["ward_ph"])
    if chance(rng, 0.6):
        d.w("   Fax: [[FAX:fax]]")
    if chance(rng, 0.4):
        d.w("   Email: [[EMAIL:ward_email]]")
    d.t("\n")
    if chance(rng, 0.2):
        d.w("[[URL:url]]\n")


def gp_block(d, rng, c):
    d.t("To: ")
    hdr.dr(d, rng, c, "gp", pick(rng, [0, 1]))
    d.w("\n[[HOSPITAL:gp_prac]]\n[[STREET:gp_street]]\n[[CITY:town]]")
    if c["cc"] in ("AU", "US", "CA"):
        d.w(" [[STATE:state]]")
    d.w(" [[ZIP:gp_post]]\n")
    if chance(rng, 0.4):
        d.w("Fax: [[FAX:gp_fax]]\n" if chance(rng, 0.5) else "Secure email: [[EMAIL:gp_email]]\n")


def discharge(d, rng, c):
    us = c["cc"] in ("US", "CA")
    letterhead(d, rng, c, pick(rng, [A(c, "Department of Medicine for Older People", "Geriatric Medicine"), "Orthogeriatric Service",
                                    A(c, "Trauma & Orthopaedics / Orthogeriatrics", "Orthopedic Surgery / Geriatrics Co-management")]))
    d.t("\n")
    d.t(pick(rng, ["DISCHARGE SUMMARY\n", "IMMEDIATE DISCHARGE LETTER\n", A(c, "e-Discharge summary\n", "DISCHARGE SUMMARY / TRANSITION OF CARE\n")]))
    d.w("Date: [[DATE:v]]\n\n", v=fd(c, c["dc_d"], pick(rng, ["num", "long", "abbr"])))
    gp_block(d, rng, c)
    d.t("\n")
    hdr.banner(d, rng, c, pick(rng, [0, 1, 3]), addr=False)
    if chance(rng, 0.5):
        d.t("Address: ")
        hdr.address(d, rng, c, country=chance(rng, 0.25))
        d.t("\n")
    d.w("Admitted: [[DATE:a]]   Discharged: [[DATE:b]]   LOS {n} days\n", a=fd(c, c["adm_d"], "num"), b=fd(c, c["dc_d"], "num"),
        n=str((c["dc_d"] - c["adm_d"]).days))
    d.t(A(c, "Consultant(s): ", "Attending(s): "))
    hdr.dr(d, rng, c, "geri", pick(rng, [0, 1]))
    d.t(" / ")
    hdr.dr(d, rng, c, "ortho", pick(rng, [0, 1]))
    d.t("\n")
    dest = rng.randrange(4)
    d.t("Discharge destination: ")
    if dest == 0:
        d.w("usual residence with restart of POC ([[ORGANIZATION:agency]])\n")
    elif dest == 1:
        d.w("[[HOSPITAL:home]] ({n})\n", n=pick(rng, ["new placement", "return to usual residence", "respite"]))
    elif dest == 2:
        d.w("[[HOSPITAL:community]] for rehab\n")
    else:
        d.w("home with {rel} ([[FAMILY:nok_f]])\n", rel=c["nok_rel"])
    d.t("\nDIAGNOSES\n")
    d.w("1. {S} {fr} ({cl}) following fall on [[DATE:v]]\n", S=c["Side"], fr=c["frac"], cl=c["frac_class"], v=fd(c, c["fall_d"], "num"))
    sec = sample(rng, ["post-operative delirium (resolved)", "AKI stage 1 (resolved)", "post-op anaemia - transfused 1 unit",
                       "hospital-acquired pneumonia", "hyponatraemia", "constipation", "urinary retention - TWOC successful",
                       "category 2 pressure ulcer L heel", "vitamin D deficiency", "osteoporosis (presumed)"], rng.randrange(2, 5))
    for i, s in enumerate(sec):
        d.t("%d. %s\n" % (i + 2, s))
    d.w("\nPROCEDURE: {S} {op} on [[DATE:v]] ({a} + {b})\n", S=c["Side"], op=c["op"], v=fd(c, c["op_d"], "num"), a=c["anaes_k"], b=c["block"])
    d.t("\nCLINICAL SUMMARY\n")
    d.w("[[AGE:age]]-year-old {sx} ", sx=c["lady"] if chance(rng, 0.5) else c["sexw"])
    if chance(rng, 0.3):
        d.w("(retired [[PROFESSION:prof]]) ")
    d.t(pick(rng, ["admitted after a fall at home", "from a care home, admitted after an unwitnessed fall", "admitted following a mechanical fall"]))
    d.t(" with %s. " % c["frac"])
    d.t("Underwent %s %s. " % (pick(rng, ["uncomplicated", "successful", ""]) or "a", c["op"]))
    if c["delir"]:
        d.t("Developed hypoactive delirium post-op (4AT 7), managed non-pharmacologically; at discharge 4AT %d. " % rng.randrange(0, 4))
    d.t(pick(rng, ["Mobilised day 1 with physio. ", "Slow to mobilise due to postural hypotension; doxazosin stopped. ",
                   "Now walking with ZF + supervision. "]))
    if chance(rng, 0.5):
        d.t("Hb nadir %s - %s. " % (str(rng.randrange(72, 95)) if not c["cc"] == "US" else "%.1f" % rng.uniform(7.2, 9.5),
                                   pick(rng, ["IV iron given", "1 unit RBC", "no transfusion required"])))
    d.t("\n")
    d.t("\nBONE HEALTH\n")
    bh = rng.randrange(4)
    if bh == 0:
        zd = add_days(c["dc_d"], -rng.randrange(1, 4))
        d.w("Zoledronic acid 5mg IV given [[DATE:v]] (Ca {ca}, eGFR {eg}). Next dose due [[DATE:v2]].\n",
            v=fd(c, zd, "num"), ca="%.2f" % rng.uniform(2.15, 2.5), eg=str(rng.randrange(36, 80)), v2=fd(c, add_days(zd, 365), pick(rng, ["my", "num"])))
    elif bh == 1:
        d.t("Vit D %d nmol/L - loading regime then maintenance. For denosumab 60mg SC via FLS once dental review done.\n" % rng.randrange(12, 40))
    elif bh == 2:
        d.t("Started alendronic acid 70mg weekly + Adcal-D3. Counselled re: administration. FLS to follow up.\n" if not us else
            "Started alendronate 70 mg weekly + calcium/vit D. Fracture liaison to follow.\n")
    else:
        d.t("Referred to Fracture Liaison Service; bone protection deferred (eGFR %d).\n" % rng.randrange(15, 30))
    d.t("\nMEDICATION CHANGES\n")
    chg = ["STARTED: colecalciferol 800 units OD", "STARTED: enoxaparin 40mg SC OD until {dt}",
           "STARTED: Laxido 1 sachet BD", "STOPPED: zopiclone (falls risk)", "STOPPED: doxazosin (postural hypotension)",
           "STOPPED: oxybutynin (anticholinergic burden)", "CHANGED: amlodipine 10mg -> 5mg", "HELD: ramipril (AKI) - GP to restart",
           "STARTED: paracetamol 1g QDS (500mg if <50kg)", "STARTED: oxycodone 2.5mg PRN max QDS - 5 days supply only"]
    if us:
        chg = ["STARTED: vitamin D3 1000 IU daily", "STARTED: enoxaparin 40 mg SC daily until {dt}", "STARTED: PEG 3350 17 g daily",
               "STOPPED: zolpidem (falls risk)", "STOPPED: doxazosin (orthostatic hypotension)", "STOPPED: oxybutynin (Beers criteria)",
               "CHANGED: amlodipine 10 mg -> 5 mg", "HELD: lisinopril (AKI) - PCP to restart", "STARTED: acetaminophen 650 mg q6h scheduled",
               "STARTED: oxycodone 2.5 mg q6h PRN - 5 day supply"]
    for ch in sample(rng, chg, rng.randrange(3, 7)):
        if "{dt}" in ch:
            d.w(ch.replace("{dt}", "[[DATE:v]]") + "\n", v=fd(c, add_days(c["op_d"], 28), "num"))
        else:
            d.t(ch + "\n")
    d.t("\nDischarge medications:\n")
    CL.w_meds(d, rng, c, style="num")
    d.t(A(c, "\nACTIONS FOR GP\n", "\nACTIONS FOR PCP\n"))
    acts = ["U&E in 1 week (AKI, restarted ramipril)", "Check FBC in 2 weeks", "Repeat vit D level in 3 months",
            "Review need for PRN opioids", "Consider referral to community falls service", "Monitor Na",
            "Please continue bisphosphonate prescribing", "Review BP off doxazosin"]
    if us:
        acts = ["BMP in 1 week (AKI)", "CBC in 2 weeks", "Repeat 25-OH vitamin D in 3 months", "Review need for PRN opioids",
                "Home health PT/OT referral placed", "Monitor sodium", "Continue bisphosphonate", "Recheck BP off doxazosin"]
    acts = sample(rng, acts, rng.randrange(2, 5))
    for i, a in enumerate(acts):
        d.t("%d. %s\n" % (i + 1, a))
    clip = max(add_days(c["op_d"], rng.randrange(12, 15)), add_days(c["dc_d"], rng.randrange(1, 4)))
    if (c["dc_d"] - c["op_d"]).days < 12:
        d.w("{n}. Clip removal [[DATE:v]] by {who}\n", n=str(len(acts) + 1), v=fd(c, clip, pick(rng, ["dm", "num", "wd"])),
            who=A(c, "practice nurse/DN", "home health RN"))
    d.t("\nFollow-up: ")
    d.t(pick(rng, [A(c, "Fracture clinic not required. ", "Ortho clinic not required. "), A(c, "Fracture clinic 6 weeks with XR. ", "Ortho clinic 6 weeks with x-ray. "),
                   "No routine orthopaedic follow-up. "]))
    if chance(rng, 0.6):
        d.w("FLS clinic [[DATE:v]] at [[HOSPITAL:hosp2]].", v=fd(c, add_days(c["dc_d"], rng.randrange(30, 90)), pick(rng, ["num", "long"])))
    d.t("\n")
    d.w("\nInformation given to patient and {rel} ([[FAMILY:nok]]).\n", rel=c["nok_rel"])
    d.t("\n")
    hdr.sign(d, rng, c, pick(rng, ["sho", "reg"]), pick(rng, [c["sho_grade"], ""]), lic=chance(rng, 0.3),
             bleep=chance(rng, 0.3))
    if chance(rng, 0.5):
        d.t("cc: ")
        d.w(pick(rng, ["patient; [[HOSPITAL:home]]", "[[FAMILY:nok]] ({rel})", "[[HOSPITAL:community]]", "patient; [[HOSPITAL:pharmacy]]"]), rel=c["nok_rel"])
        d.t("\n")
    if chance(rng, 0.4):
        hdr.efoot(d, rng, c, "sho", c["dc_d"])


def carehome(d, rng, c):
    us = c["cc"] in ("US", "CA")
    letterhead(d, rng, c, pick(rng, [A(c, "Orthogeriatric Unit", "Geriatric Fracture Program"), "Hip Fracture Unit", "Ward Discharge Team"]))
    dt_ = c["dc_d"]
    d.w("\n[[DATE:v]]\n\n", v=fd(c, dt_, pick(rng, ["long", "num", "abbr"])))
    d.w("The {m}\n[[HOSPITAL:home]]\n[[STREET:home_street]]\n[[CITY:town]]", m=pick(rng, ["Manager", "Nurse in Charge", "Director of Nursing", "Home Manager"]))
    if c["cc"] in ("AU", "US", "CA"):
        d.w(" [[STATE:state]]")
    d.w(" [[ZIP:home_post]]\n\n")
    dob = fd(c, c["dob_d"], "num")
    d.w("Re: [[PATIENT:pt]], DOB [[DATE:dob]], {ml} [[MRN:mrn]]", dob=dob, ml=c["mrn_lab"])
    if chance(rng, 0.5):
        d.w(", {hl} [[HEALTHPLAN:hp]]", hl=c["hp_lab"])
    d.t("\n\n")
    mgr_l = pick(rng, ["Mulligan", "Okoro", "Dlamini", "Fenwick", "Reyes", "Haddad", "Kirk"])
    if chance(rng, 0.6):
        d.w("Dear {t} [[DOCTOR:v]],\n\n", t=pick(rng, ["Mrs", "Ms", "Mr"]), v=mgr_l)
    else:
        d.t("Dear colleagues,\n\n")
    d.w("{pt} is returning to you today after admission to {h} from [[DATE:a]] with a {side} {fr}, treated with {op} on [[DATE:b]].",
        pt=lambda x: hdr.pt_ref(x, rng, c, False), h=pick(rng, ["our unit", "the hip fracture unit", "hospital"]),
        a=fd(c, c["adm_d"], pick(rng, ["num", "dm", "long"])), side=c["side"], fr=c["frac"], op=c["op"], b=fd(c, c["op_d"], pick(rng, ["num", "dm"])))
    d.t(" Below is a summary of %s current needs.\n\n" % c["his"])
    d.t("MOBILITY: %s. Weight bearing: %s. %s\n" % (pick(rng, ["Walking short distances with ZF + 1", "Transfers with Sara Stedy + 1", "Hoist for all transfers",
                                                               "Walking with rollator + supervision"]), pick(rng, ["full", "as tolerated"]),
                                                   pick(rng, ["No hip precautions.", "Posterior hip precautions for 6 weeks - no low chairs, no crossing legs.", ""])))
    d.t("FALLS: High risk. %s\n" % pick(rng, ["Low-low bed + crash mat advised.", "Sensor mat recommended at night.", "Hip protectors supplied - please encourage."]))
    if chance(rng, 0.3):
        if c["pt_nick"] != c["pt_f"]:
            d.w("ABOUT ME: former [[PROFESSION:prof]]; likes to be called '[[PATIENT:pt_nick]]'.\n")
        else:
            d.w("ABOUT ME: former [[PROFESSION:prof]]; enjoys {x}.\n", x=pick(rng, ["the radio", "gardening programmes", "hymns", "crosswords", "the cricket" if c["cc"] != "US" else "baseball"]))
    d.t("COGNITION: %s\n" % pick(rng, ["Delirium on ward now largely resolved; 4AT 2 on day of discharge.", "Baseline %s; some fluctuation in evenings." % (c["dem"] or "mild cognitive impairment"),
                                       "Orientated, has capacity for day-to-day decisions."]))
    d.t("SKIN: %s\n" % pick(rng, ["Intact. Waterlow 17 - 2-hourly repositioning.", "Category 2 PU L heel - Mepilex Border, heel offloading boots; TVN letter enclosed.",
                                  "Moisture lesion sacrum - barrier cream BD."]))
    if (dt_ - c["op_d"]).days < 12:
        d.t("WOUND: %s\n" % pick(rng, ["Clips in situ - removal day 12-14 by DN (see below).", "Clips in situ, dressing dry."]))
    else:
        d.t("WOUND: %s\n" % pick(rng, ["Healed, clips removed on ward.", "Dissolvable sutures; dressing change if soiled.", "Healed."]))
    if (dt_ - c["op_d"]).days < 12 and chance(rng, 0.7):
        d.w("  DN referral sent; clips due out [[DATE:v]].\n", v=fd(c, add_days(c["op_d"], 13), pick(rng, ["dm", "wd", "num"])))
    d.t("CONTINENCE: %s\n" % pick(rng, ["Continent with prompting.", "Urinary incontinence - pads.", "Catheter removed, passing urine."]))
    d.t("NUTRITION: %s\n" % pick(rng, ["Normal diet, MUST 1.", "IDDSI level 6 soft & bite-sized, level 0 thin fluids.", "Fortisip BD - weight %.1fkg." % rng.uniform(38, 72)]))
    d.t("\nMEDICATIONS (MAR enclosed): ")
    CL.w_meds(d, rng, c, style="inline")
    d.t(".\n")
    if c["ac"]:
        d.w("Last dose of {ac} given at {t} on [[DATE:v]].\n", ac=c["ac"], t=tm(rng, c), v=fd(c, dt_, "num"))
    d.t("Changes: %s.\n" % pick(rng, ["zopiclone stopped", "new enoxaparin injections for 4 weeks total - DN to administer", "oxycodone PRN stopped, paracetamol regular",
                                      "alendronic acid started - please give on same day each week, upright 30 mins"]))
    d.t("\nESCALATION: %s\n" % pick(rng, ["DNACPR form (original) travels with resident.", "ReSPECT form in envelope.", "For full escalation.", "Not for hospital readmission unless comfort needs cannot be met - see TEP."]))
    if chance(rng, 0.3):
        d.w("BELONGINGS: glasses, upper denture, hearing aids (L serial [[DEVICE:v]]), walking frame.\n", v=ids.device(rng, "sn"))
    if chance(rng, 0.45):
        d.w("Please reactivate {his} profile on the home's facial-recognition door system (ID [[BIOID:v]]) - exit-seeking noted on ward.\n",
            v=ids.bioid(rng, pick(rng, ["face", "finger"])))
    if chance(rng, 0.45):
        d.w("TRANSPORT: {pts} booked for {t} (booking ref [[IDNUM:v]]", pts=A(c, "PTS ambulance", "Stretcher transport"), t=tm(rng, c, True), v=ids.idnum(rng, "referral", dt_.year))
        if chance(rng, 0.5):
            d.w(", vehicle [[VEHICLE:v]]", v=ids.vehicle(rng, c["cc"]))
        d.t(").\n")
    d.t("\nFOLLOW-UP: ")
    d.t(pick(rng, ["FLS will contact you re: bone health. ", "GP to review in 1 week. ", "Falls team referral made. ", "No fracture clinic needed. "]))
    if chance(rng, 0.5):
        d.w("{rel} [[FAMILY:nok]] is aware and will visit this evening.", rel=c["nok_rel"].capitalize())
    d.t("\n\nIf you have any concerns please ring the ward on ")
    d.w("[[PHONE:ward_ph]]")
    if chance(rng, 0.5):
        d.w(" or email [[EMAIL:ward_email]]")
    d.t(".\n\nYours sincerely,\n\n")
    who = pick(rng, ["nurse", "sw", "sho"])
    d.w("[[DOCTOR:v]]\n{g}\n", v=c[who], g={"nurse": pick(rng, ["Ward Manager", "Charge Nurse", "Discharge Sister"]), "sw": "Discharge Coordinator",
                                             "sho": c["sho_grade"] + ", Orthogeriatrics"}[who])
    if who != "sw" and chance(rng, 0.4):
        d.w("{l}: [[LICENSE:v]]\n", l=c[who + "_liclab"], v=c[who + "_lic"])
    if chance(rng, 0.35):
        d.w("cc: ")
        hdr.dr(d, rng, c, "gp", pick(rng, [0, 1]))
        d.w(", [[HOSPITAL:gp_prac]]\n")
