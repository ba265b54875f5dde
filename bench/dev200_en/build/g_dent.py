"""Dental chart & treatment plan, oral surgery operative note, orthodontic progress note
(dev200_en, author 200)."""
import datetime as dt

import core as C
import ids
import people as H
import pools as P

TEETH = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28,
         48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38]
EXISTING = ["MO amalgam", "DO composite", "PFM crown", "RCT + crown", "occlusal composite",
            "missing", "MOD amalgam", "fissure sealant", "implant crown", "GIC B", "veneer",
            "sound", "sound", "sound", "sound", "sound"]
FINDINGS = ["caries D, into dentine on BW", "secondary caries under restoration", "fractured cusp (L)",
            "cervical abrasion/NCTL", "TTP, PA radiolucency 3 mm", "partially erupted, pericoronitis",
            "mobility grade I", "deep pocket 6 mm MB", "cracked tooth - cold sensitivity",
            "worn restoration, open margin", "", "", "", "", ""]
ITEMS = {
    "AU": [("011", "Comprehensive oral examination", 75), ("022", "Intraoral periapical radiograph", 40),
           ("114", "Removal of calculus", 120), ("121", "Topical fluoride", 35),
           ("531", "Adhesive restoration, 1 surface, posterior", 155), ("533", "Adhesive restoration, 3 surfaces, posterior", 235),
           ("415", "Complete chemo-mechanical preparation, 1 canal", 420), ("615", "Full crown, veneered", 1450),
           ("311", "Removal of a tooth", 210), ("322", "Surgical removal of a tooth", 480), ("688", "Implant crown", 2100)],
    "CA": [("01202", "Recall examination", 48), ("02142", "Bitewing radiographs, 2 films", 42),
           ("11112", "Scaling, 2 units", 118), ("12101", "Fluoride varnish", 28),
           ("23312", "Composite, 2 surfaces, posterior permanent", 205), ("33111", "Root canal, 1 canal", 610),
           ("27211", "Crown, porcelain fused to metal", 1150), ("71101", "Extraction, erupted tooth", 165),
           ("72211", "Surgical removal, impacted", 420)],
    "UK": [("Band 1", "Examination, diagnosis, radiographs, scale & polish", 27.40),
           ("Band 2", "Fillings, root canal treatment, extractions", 75.30),
           ("Band 3", "Crowns, dentures, bridges", 326.70), ("Private", "Composite restoration (posterior)", 165.0),
           ("Private", "Tooth whitening (home trays)", 350.0), ("Private", "Hygienist appointment", 75.0)],
}


def palmer(t):
    q = {1: "UR", 2: "UL", 3: "LL", 4: "LR"}[t // 10]
    return f"{q}{t % 10}"


def dental_chart(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(6, 88))
    d = cs.d
    site = H.make_site(rng, c, P.DENT_FORMS)
    dent = C.make_clin(rng, c, "dent")
    nurse = H.make_clinician(rng, 0.85)
    C.letterhead(cs, site)
    d.t(rng.choice(["DENTAL EXAMINATION & TREATMENT PLAN", "Comprehensive Oral Examination - Charting",
                    "New Patient Examination / Treatment Plan"]), "\n\n")
    d.t("Patient: ", cs.N(cs.pt, "PATIENT", ("full", "REV", "fullm", "REVALL")))
    if cs.pt.nick and rng.random() < 0.7:
        d.t(" (prefers \"", (cs.pt.nick, "PATIENT"), "\")")
    d.t("\nDOB: ", cs.D(cs.pt.dob), "  Age: ", cs.age_item(), "   Patient ID: ", (cs.mrn, "MRN"), "\n")
    d.t("Address: ", cs.addr.oneline(rng), "\n")
    d.t("Mobile: ", (cs.mobile, "PHONE"), "   Email: ", (cs.pt.email(rng), "EMAIL"), "\n")
    ins = rng.choice(P.INSURERS[c])
    if c == "AU":
        d.t("Health fund: ", (ins, "ORGANIZATION"), "  Member no. ", (ids.fund_member(rng), "HEALTHPLAN"))
        if cs.age < 18 and rng.random() < 0.6:
            d.t("  (Child Dental Benefits Schedule eligible; Medicare ", (cs.hno, "HEALTHPLAN"), ")")
        d.t("\n")
    elif c == "UK":
        if rng.random() < 0.6:
            d.t("NHS patient - ", "exempt (under 18)" if cs.age < 18 else rng.choice(["Band charges apply", "exempt (Universal Credit)"] + (["exempt (maternity)"] if cs.pt.sex == "F" and cs.age < 45 else [])),
                "; ", cs.hlabel, " ", (cs.hno, "HEALTHPLAN"), "\n")
        else:
            d.t("Private - ", (ins, "ORGANIZATION"), " membership ", (ids.fund_member(rng), "HEALTHPLAN"), "\n")
    else:
        if rng.random() < 0.35:
            d.t("CDCP client ID: ", (f"{ids.dg(rng, 4)}-{ids.dg(rng, 4)}-{ids.dg(rng, 3)}", "HEALTHPLAN"), "\n")
        else:
            d.t("Insurer: ", (ins, "ORGANIZATION"), "  Policy/Group ", (ids.group_no(rng), "HEALTHPLAN"),
                "  ID ", (ids.fund_member(rng), "HEALTHPLAN"), "\n")
    if cs.age >= 18:
        d.t("Occupation: ", (rng.choice(P.PROF_GENERAL), "PROFESSION"), "\n")
        ec = H.make_person(rng)
        d.t("Emergency contact: ", (ec.full(), "FAMILY"), " (", rng.choice(["partner", "sister", "brother", "friend", "mother"]),
            ") ", (H.phone(rng, c, "mobile"), "PHONE"), "\n")
    else:
        par = H.make_person(rng, surname=cs.pt.surname)
        d.t("Parent/guardian: ", (par.full(), "FAMILY"), "  ", (H.phone(rng, c, "mobile"), "PHONE"), "\n")
    d.t("Examination date: ", cs.D(cs.visit), "   Dentist: ", cs.dr(dent, ("full", "isn")), "   Nurse: ",
        (nurse.full() if rng.random() < 0.5 else nurse.given, "DOCTOR"), "   Surgery ", (str(rng.randint(1, 6)), "LOCATION_OTHER"), "\n\n")
    d.t("Medical history (updated ", cs.D(cs.visit, rng.choice(["dm", cs.ds])), "): ",
        rng.choice(["fit and well", "hypertension - amlodipine 5 mg", "T2DM (HbA1c 7.9%), metformin",
                    "AF on rivaroxaban - liaise re extractions", "asthma (salbutamol PRN)",
                    "osteoporosis - alendronate 70 mg weekly since " + str(cs.visit.year - 3)]), ". Allergies: ",
        rng.choice(["NKDA", "penicillin (rash)", "latex", "codeine (nausea)"]), ". Smoker: ",
        rng.choice(["never", "ex (quit 5 yrs)", "10/day", "vapes"]), ".\n")
    d.t("Complaint: ", rng.choice(["sensitivity to cold LR quadrant", "broken filling upper left", "routine check-up",
                                   "bleeding gums when brushing", "toothache lower right, keeping awake",
                                   "wants whiter teeth"]), "\n\n")
    d.t("Extra-oral: NAD; TMJ ", rng.choice(["no click", "click L on opening", "tender R masseter"]), "\n")
    d.t("Soft tissues: ", rng.choice(["NAD", "linea alba bilaterally", "frictional keratosis L buccal mucosa - review"]), "\n")
    if c == "UK" or rng.random() < 0.5:
        b = [str(rng.choice([0, 1, 2, 2, 3, 3, 4])) for _ in range(6)]
        d.t("BPE: ", " ".join(b[:3]), " / ", " ".join(b[3:]), "\n")
    d.t("Plaque score ", str(rng.randint(10, 80)), "%   Bleeding on probing ", str(rng.randint(5, 60)), "%\n\n")
    d.t("CHARTING (FDI", " / Palmer" if c == "UK" else "", ")\n")
    d.t("Tooth   Existing              Finding\n")
    teeth = sorted(rng.sample(TEETH, k=rng.randint(7, 12)), key=TEETH.index) if cs.age >= 12 else \
        sorted(rng.sample([55, 54, 64, 65, 75, 74, 84, 85, 16, 26, 36, 46], k=6), key=lambda t: (t // 10, t))
    for t in teeth:
        ex = rng.choice(EXISTING) if cs.age >= 12 else rng.choice(["sound", "sealant", "caries D", "SSC"])
        fi = rng.choice(FINDINGS) if cs.age >= 12 else rng.choice(["", "caries MO", "exfoliating"])
        lab = f"{t} ({palmer(t)})" if c == "UK" and t < 50 else str(t)
        d.t(lab.ljust(10 if c == "UK" else 8), ex.ljust(22), fi, "\n")
    d.t("\nRadiographs: ", rng.choice(["2 x BW", "2 x BW + PA 46", "OPG", "PA 36, 37"]), " - ",
        rng.choice(["interproximal caries as charted", "generalised horizontal bone loss ~20%", "no other pathology"]), "\n\n")
    d.t("TREATMENT PLAN\n")
    items = rng.sample(ITEMS[c], k=rng.randint(3, 6))
    cur = {"AU": "$", "CA": "$", "UK": "\u00a3"}[c]
    tot = 0
    for i, (code, desc, fee) in enumerate(items, 1):
        tt = rng.choice(teeth)
        toothy = any(w in desc.lower() for w in ("removal", "restoration", "canal", "extraction", "crown,", "composite"))
        d.t(f"{i}. ", code, "  ", desc, f" ({tt})" if toothy and "whitening" not in desc.lower() else "",
            "  ", cur, f"{fee:.2f}", "\n")
        tot += fee
    d.t("Estimated total: ", cur, f"{tot:.2f}", "   Estimate no. ", (ids.account(rng), "ACCOUNT"), "\n")
    d.t("Options discussed incl. no treatment; risks/benefits explained. Consent obtained from ",
        "patient" if cs.age >= 16 else "parent", ".\n")
    d.t("Next appointment: ", cs.D(cs.later(7, 30), rng.choice([cs.ds, "wd_short"])), "  Recall: ",
        rng.choice(["6 months", "12 months", "3 months (perio)"]), "\n\n")
    C.signoff(cs, dent, closing=False, reg_p=0.8)
    return cs


def oral_surgery(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(16, 82))
    d = cs.d
    site = H.make_site(rng, c, P.HOSP_FORMS + P.OMFS_FORMS)
    surg = C.make_clin(rng, c, "omfs")
    asst = C.make_clin(rng, c, rng.choice(["omfs", "dent"]))
    an = C.make_clin(rng, c, "md")
    scrub = H.make_clinician(rng, 0.8)
    kind = rng.choice(["thirds", "thirds", "implant", "fracture", "cyst"])
    d.t((site.name, "HOSPITAL"), rng.choice([" - Oral & Maxillofacial Surgery", " | OMFS", "\nDepartment of Oral and Maxillofacial Surgery"]), "\n")
    d.t("OPERATION NOTE\n\n")
    d.t("Name: ", cs.N(cs.pt, "PATIENT", ("REVALL", "REV", "full")), "   ", {"AU": "URN", "UK": "Hosp No", "CA": "MRN"}[c], ": ",
        (cs.mrn, "MRN"), "\nDOB: ", cs.D(cs.pt.dob), " (", cs.age_item(), ")   ", cs.hlabel, ": ", (cs.hno, "HEALTHPLAN"), "\n")
    d.t("Date: ", cs.D(cs.visit), "   Theatre ", (str(rng.randint(1, 12)), "LOCATION_OTHER"), "   ",
        rng.choice(["AM list", "PM list", "Day surgery list"]), "\n")
    d.t("Surgeon: ", cs.dr(surg, ("full", "isn")), "\nAssistant: ", cs.dr(asst, ("full", "isn")),
        "\nAnaesthetist: ", cs.dr(an, ("full", "isn")), "\nScrub: ", (scrub.full(), "DOCTOR"), "\n\n")
    rd = C.make_clin(rng, c, "dent")
    d.t("Referred by: ", cs.dr(rd, ("full", "isn")), ", ", (H.org_name(rng, P.DENT_FORMS), "HOSPITAL"),
        ", letter dated ", cs.D(cs.earlier(20, 120)), "\n")
    d.t("Pre-op: ASA ", rng.choice(["I", "II", "II", "III"]), "; fasted from ", rng.choice(["02:00", "06:30", "midnight"]),
        "; consent form signed ", cs.D(cs.earlier(1, 60)), "; WHO checklist completed\n\n")
    if kind == "thirds":
        teeth = rng.sample(["18", "28", "38", "48"], k=rng.randint(1, 4))
        d.t("Diagnosis: impacted ", ", ".join(sorted(teeth)), " (", rng.choice(["mesioangular", "horizontal", "vertical", "distoangular"]),
            "), recurrent pericoronitis\n")
        d.t("Procedure: surgical removal of ", ", ".join(sorted(teeth)), "\n")
        d.t("Anaesthesia: ", rng.choice(["GA, nasal intubation, throat pack", "LA + IV sedation (midazolam 4 mg)", "GA, LMA"]),
            "; LA ", str(rng.randint(2, 6)), " x 2.2 mL articaine 4% 1:100,000 adrenaline\n")
        d.t("Findings: ", rng.choice(["IAN canal in close relation to roots of 48 on CBCT", "roots dilacerated 38",
                                      "follicular enlargement 48, sent for histology"]), "\n")
        d.t("Technique: buccal mucoperiosteal flap, bone removal with round bur under saline irrigation, tooth sectioned, ",
            "elevated, socket debrided, irrigated. ", rng.choice(["Coronectomy of 48 due to IAN proximity.", "",
                                                                "Surgicel placed in 38 socket."]), "\n")
        d.t("Closure: ", rng.choice(["3-0 Vicryl Rapide", "4-0 Vicryl Rapide", "3-0 chromic gut"]), "\n")
    elif kind == "implant":
        tooth = rng.choice(["11", "21", "36", "46", "14", "25"])
        d.t("Diagnosis: missing ", tooth, " (", rng.choice(["trauma", "failed RCT", "agenesis"]), ")\n")
        d.t("Procedure: placement of dental implant ", tooth, rng.choice(["", " with simultaneous GBR"]), "\n")
        d.t("Anaesthesia: LA ", str(rng.randint(2, 4)), " x 2.2 mL lidocaine 2% 1:80,000 adrenaline\n")
        d.t("Implant: ", rng.choice(["Straumann BLX", "Nobel Biocare NobelActive", "Neodent Helix GM", "Zimmer TSV"]), " ",
            rng.choice(["3.5", "4.0", "4.3", "4.5"]), " x ", rng.choice(["8", "10", "11.5", "12"]), " mm, Lot ",
            (ids.lot(rng), "DEVICE"), ", REF label ", (ids.iol_serial(rng), "DEVICE"), "\n")
        d.t("Insertion torque ", str(rng.randint(25, 45)), " Ncm; ISQ ", str(rng.randint(62, 78)), "\n")
        if rng.random() < 0.6:
            d.t("Graft: ", rng.choice(["Bio-Oss 0.25 g", "xenograft 0.5 cc"]), " Lot ", (ids.lot(rng), "DEVICE"),
                " + collagen membrane Lot ", (ids.lot(rng), "DEVICE"), "\n")
        d.t("Healing abutment placed; closure 5-0 Prolene\n")
    elif kind == "fracture":
        when = cs.earlier(1, 4)
        lm = rng.choice(P.LANDMARKS)
        d.t("Diagnosis: ", rng.choice(["displaced left mandibular angle fracture", "bilateral mandibular fracture (R parasymphysis, L angle)",
                                       "right zygomatic complex fracture"]), "\n")
        d.t("History: ", rng.choice(["assaulted", "fell from bicycle", "struck by cricket ball", "hit during ice hockey game"]),
            " at ", (lm, "LOCATION_OTHER"), " on ", cs.D(when), "; ", rng.choice(["no LOC", "brief LOC", "alcohol involved"]), ".\n")
        d.t("Procedure: ORIF via ", rng.choice(["intraoral approach", "transbuccal trocar", "Gillies temporal approach"]),
            "; IMF screws x 4 for occlusion\n")
        d.t("Fixation: ", rng.choice(["KLS Martin 2.0 mm", "Synthes MatrixMANDIBLE 2.0", "Stryker Universal"]),
            " miniplate, 4-hole, Lot ", (ids.lot(rng), "DEVICE"), "; screws 2.0 x 6 mm\n")
        d.t("Occlusion checked and satisfactory; closure 3-0 Vicryl\n")
    else:
        tooth = rng.choice(["46", "36", "33", "43", "47"])
        d.t("Diagnosis: radiolucent lesion associated with ", tooth, " (? radicular cyst / ? OKC)\n")
        d.t("Procedure: enucleation of cyst and extraction of ", tooth, "; Carnoy's not used\n")
        d.t("Anaesthesia: GA, nasal intubation\n")
        d.t("Findings: cyst ", str(rng.randint(12, 35)), " mm, thin lining, straw-coloured fluid\n")
    spec = rng.random() < 0.6 or kind == "cyst"
    if spec:
        d.t("Specimen: ", rng.choice(["cyst lining", "follicle 48", "soft tissue"]), " to histopathology, specimen no. ",
            (ids.accession(rng, rng.choice(["H", "S", "HP"])), "IDNUM"), "\n")
    d.t("EBL: ", str(rng.choice([5, 10, 20, 30, 50, 100])), " mL. Complications: ", rng.choice(["nil", "none", "tuberosity fracture (minor), stabilised"]), "\n\n")
    d.t("Post-op:\n- ", rng.choice(["amoxicillin 500 mg TDS x 5 days", "co-amoxiclav 625 mg TDS x 5 days", "clindamycin 300 mg QID x 5 days"]),
        "\n- ibuprofen 400 mg QID + paracetamol 1 g QID\n- chlorhexidine 0.2% mouthwash BD from day 1\n- soft diet, no smoking\n")
    if kind == "fracture":
        d.t("- admit to ", (rng.choice(P.WARD_NAMES), "HOSPITAL"), ", bed ", (str(rng.randint(1, 30)), "LOCATION_OTHER"), "; OPG post-op\n")
    else:
        d.t("- day case; discharge with ", rng.choice(["partner", "mother", "friend", "husband", "wife"]), " ", (H.make_person(rng).given, "FAMILY"),
            " (contact ", (cs.mobile, "PHONE"), ")\n")
    d.t("\nReview: OMFS clinic ", cs.D(cs.later(7, 21)), rng.choice(["", " (suture check)", ", 2 weeks"]), "\n")
    if cs.age >= 18 and rng.random() < 0.4:
        d.t("Medical certificate for ", (H.employer(rng, c), "ORGANIZATION"), " (works as ",
            (rng.choice(P.PROF_GENERAL), "PROFESSION"), ") - unfit for work for ", str(rng.randint(2, 7)), " days.\n")
    d.t("\nSigned: ", cs.dr(surg, ("full", "isn")), ", ", surg.creds, "   ", surg.reglabel, " ", (surg.reg, "LICENSE"), "\n")
    return cs


APPL = ["3M Victory MBT 0.022 fixed appliances U/L", "Damon Q self-ligating 0.022", "ceramic brackets upper, metal lower (Roth 0.018)",
        "Invisalign Comprehensive", "Spark clear aligners", "Twin Block functional appliance, then fixed"]
WIRES = ["0.014 NiTi", "0.016 NiTi", "0.018 NiTi", "0.016x0.022 NiTi", "0.019x0.025 NiTi", "0.019x0.025 SS",
         "0.017x0.025 TMA"]


def ortho_progress(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(9, 45) if rng.random() < 0.2 else (9, 16), start=dt.date(2019, 1, 1), end=dt.date(2023, 12, 31))
    d = cs.d
    site = H.make_site(rng, c, P.ORTHO_FORMS)
    orth = C.make_clin(rng, c, "ortho")
    ther = H.make_clinician(rng, 0.8)
    refd = C.make_clin(rng, c, "dent")
    appl = rng.choice(APPL)
    aligner = "aligner" in appl.lower() or "invisalign" in appl.lower()
    d.t((site.name, "HOSPITAL"), "\n", rng.choice(["ORTHODONTIC PROGRESS NOTES", "Orthodontic treatment record",
                                                  "Progress notes - orthodontics"]), "\n\n")
    d.t("Patient: ", cs.N(cs.pt, "PATIENT", ("full", "REV", "REVALL")))
    if cs.pt.nick:
        d.t(" \"", (cs.pt.nick, "PATIENT"), "\"")
    d.t("   DOB: ", cs.D(cs.pt.dob), "   Age at start: ", cs.age_item(), "\n")
    d.t("Chart no.: ", (cs.mrn, "MRN"), "   Fee plan acct: ", (ids.account(rng), "ACCOUNT"), "\n")
    if cs.age < 18:
        par = H.make_person(rng, surname=cs.pt.surname if rng.random() < 0.8 else None, sex=rng.choice(["F", "F", "M"]))
        d.t("Parent: ", (par.full(), "FAMILY"), "  ", (cs.mobile, "PHONE"), "  ", (par.email(rng), "EMAIL"), "\n")
        d.t("School: ", (H.school(rng, c) if cs.age < 12 else H.org_name(rng, ["{X} High School", "{X} College", "{X} Secondary School",
                                                                                "{X} Grammar School"]), "ORGANIZATION"), "\n")
    else:
        par = None
        d.t("Mobile: ", (cs.mobile, "PHONE"), "   Occupation: ", (rng.choice(P.PROF_GENERAL), "PROFESSION"), "\n")
    d.t("Referred by: ", cs.dr(refd, ("full", "isn")), ", ", (H.org_name(rng, P.DENT_FORMS), "HOSPITAL"), "\n")
    d.t("Diagnosis: ", rng.choice(["Class II div 1 on a mild Class II skeletal base, OJ 8 mm, OB increased",
                                   "Class I with moderate crowding (U 6 mm, L 4 mm)", "Class III tendency, anterior crossbite 12/42",
                                   "Class II div 2, deep traumatic overbite", "impacted 13, retained 53"]), "\n")
    d.t("IOTN: ", rng.choice(["DHC 4d, AC 7", "DHC 5i", "DHC 3, AC 6", "DHC 4a"]), "   Appliance: ", appl, "\n")
    if aligner:
        d.t("Aligner case no.: ", (ids.dg(rng, 8), "IDNUM"), "\n")
    start = cs.visit
    d.t("Bond/start date: ", cs.D(start), "   Est. duration: ", rng.choice(["18 months", "20-24 months", "12 months", "2 years"]), "\n\n")
    d.t("Date".ljust(14), "Notes\n")
    dte = start
    n = rng.randint(6, 10)
    ini = [orth.ini2(), ther.ini2()]
    wi = 0
    for i in range(n):
        if i > 0:
            dte = dte + dt.timedelta(days=rng.randint(35, 63))
        ds = H.fdate(dte, cs.ds, c)
        d.t((ds, "DATE"), " " * max(2, 14 - len(ds)))
        if i == 0:
            d.t("Bonded U/L. " if not aligner else "Attachments placed, aligners 1-3 issued. ",
                "OHI, wax, emergency info given. " if not aligner else "22 h/day wear explained. ")
            if not aligner:
                d.t("Wires ", WIRES[0], " U/L. ")
        else:
            ev = rng.random()
            if aligner:
                d.t("Aligners ", str(3 * i + 1), "-", str(3 * i + 3), " issued; fit good; ", rng.choice(["IPR 0.2 mm 32/33", "tracking ok",
                                                                                                       "lag 12 - chewies", "elastics 3/16\" C-II"]), ". ")
            else:
                wi = min(len(WIRES) - 1, wi + rng.choice([0, 1, 1]))
                d.t(rng.choice(["U/L ", "Upper ", "Lower "]), WIRES[wi], ". ", rng.choice(["Power chain U3-3.", "Class II elastics 1/4\" 3.5 oz.",
                                                                                          "Rebonded UR5.", "Coil spring for 13.", "Bite turbos placed.", ""]), " ")
            if ev < 0.15 and par is not None:
                d.t(rng.choice(["Mum" if par.sex == "F" else "Dad", "Parent"]), " (", (par.given, "FAMILY"), ") phoned re ", rng.choice(["broken bracket", "poking wire", "lost aligner"]), ". ")
            elif ev < 0.25:
                d.t("DNA previous appt; rebooked. ")
            elif ev < 0.33:
                hol = rng.choice(["Christmas", "Easter", "Boxing Day"] + (["Thanksgiving"] if c == "CA" else []))
                d.t("Away in ", (rng.choice(P.COUNTRIES_ABROAD), "COUNTRY"), " over ", (hol, "DATE"), ". ")
            d.t("OH ", rng.choice(["good", "fair", "poor - decalcification 12, 22"]), ". ")
        d.t("Next ", rng.choice(["6/52", "8/52", "5/52", "10/52"]), ". ")
        k = rng.randint(0, 2)
        if k == 0:
            d.t("- ", (ini[0], "DOCTOR"), "\n")
        elif k == 1:
            d.t("- ", (ini[0], "DOCTOR"), "/", (ini[1].lower(), "DOCTOR"), "\n")
        else:
            d.t("(", (ther.given if rng.random() < 0.5 else ther.isn(), "DOCTOR"), ", OHT)\n")
    d.t("\nNext appointment: ", cs.D(dte + dt.timedelta(days=rng.randint(35, 60)), rng.choice([cs.ds, "wd_long"])), "\n")
    d.t("Treating orthodontist: ", cs.dr(orth, ("full", "isn")), ", ", orth.creds, "  ", orth.reglabel, " ", (orth.reg, "LICENSE"), "\n")
    d.t("Practice: ", (site.phone, "PHONE"))
    if rng.random() < 0.5:
        d.t("  ", (site.url, "URL"))
    d.t("\n")
    return cs
