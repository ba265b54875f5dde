"""Genre: breast clinic (one-stop clinic, results, surgical follow-up, breast care nurse)."""
import datetime as dt

import clinical as CL
import locales as LC
import blocks as B
import story as S
from doc import Doc, X

KEY = "breast"

QUADS = ["upper outer quadrant", "upper inner quadrant", "lower outer quadrant", "lower inner quadrant",
         "retroareolar region", "axillary tail"]
CLOCK = ["2 o'clock", "10 o'clock", "12 o'clock", "3 o'clock", "9 o'clock", "7 o'clock"]


def _repro(C):
    R, p = C.R, C.pt
    if p.sex != "F":
        return []
    out = ["Menarche at ", X("AGE", str(R.randint(10, 15))), ". "]
    par = R.choice([0, 1, 2, 2, 3, 4])
    if par:
        out += ["G", str(par + R.choice([0, 0, 1])), "P", str(par), ", first child at age ", X("AGE", str(R.randint(18, 38))), ". "]
    else:
        out += ["Nulliparous. "]
    if p.age > 52:
        out += ["Menopause at ", X("AGE", str(R.randint(45, 55))), R.choice(["; never used HRT. ", "; HRT for 5 years, stopped. ",
                                                                             ". "])]
    else:
        out += [R.choice(["Premenopausal, regular cycles. ", "On the combined pill. ", "Mirena coil in situ. "])]
    return out


def one_stop_letter(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    surg = C.staff("surgeon", "surgeon")
    bcn = C.staff("cns", "bcn")
    rad = C.staff("radiologist", "radiologist")
    gp, practice = C.gp_and_practice()
    side = R.choice(["left", "right"])
    size = R.randint(8, 45)
    ref_date = C.days(-R.randint(7, 14))
    B.letterhead(doc, C, dept=R.choice(["Breast Unit", "Symptomatic Breast Service", "Breast Assessment Clinic",
                                        "Breast Care Centre"]))
    doc.line("Clinic: ", R.choice(["One-stop breast clinic", "Rapid access breast clinic", "Triple assessment clinic"]), "   Date: ", C.D(C.today))
    doc.blank()
    doc.add(gp.t_full(C.period), "\n", X("HOSPITAL", practice.name), "\n", *B.addr_lines(C, practice.addr))
    doc.blank()
    doc.line("Dear ", gp.t_last(C.period), ",")
    doc.blank()
    B.pt_header(doc, C, style="re", show_addr=True)
    doc.blank()
    doc.add("Thank you for referring this ", C.age(), "-year-old ", R.choice(["lady", "woman", "patient"]) if p.sex == "F" else "gentleman",
            ", whom I saw today with ", R.choice(["a ", "a 3-week history of a ", "a 2-month history of a "]),
            R.choice(["lump", "tender lump", "painless lump"]), " in the ", side, " breast",
            R.choice(["", " noticed in the shower", " found by " + C.his + " partner"]), ". ")
    doc.add("Your referral was dated ", C.D(ref_date), ". ")
    doc.add(*_repro(C))
    doc.add("Family history: ", *B.family_hx(C), " ")
    if R.random() < 0.6:
        doc.add(C.He, " works as ", B.art(p.profession), X("PROFESSION", p.profession), R.choice([" and is right-handed.", ".", " and is left-handed."]))
    doc.blank()
    doc.blank()
    doc.add("On examination there is a ", str(size), " mm ", R.choice(["firm", "hard, irregular", "mobile, smooth", "ill-defined"]),
            " mass in the ", R.choice(QUADS), " of the ", side, " breast at ", R.choice(CLOCK), ", ", str(R.randint(2, 8)),
            " cm from the nipple. ", R.choice(["No axillary lymphadenopathy.", "A palpable mobile node in the ipsilateral axilla.",
                                              "No skin tethering or nipple change."]))
    doc.blank()
    doc.blank()
    doc.line("Imaging (reported by ", rad.t_last(C.period), "):")
    if p.age >= 40 or R.random() < 0.3:
        doc.line("  Mammogram ", C.D(C.today), " (", X("IDNUM", LC.imaging_acc(R)), "): ",
                 R.choice(["M5 - spiculate mass", "M4 - indeterminate density", "M3 - asymmetric density", "M2 - benign calcification"]))
    doc.line("  Ultrasound: ", R.choice(["U5 - irregular hypoechoic mass ", "U4 - ", "U3 - ", "U2 - simple cyst "]), str(size - 2), " mm",
             R.choice(["; axilla normal", "; one abnormal node, FNA taken", ""]))
    if R.random() < 0.8:
        acc = LC.accession(R, C.today.year)
        pcs = ["  US-guided 14G core biopsy x", str(R.randint(2, 4)), " (", X("IDNUM", acc), "); marker clip placed"]
        if R.random() < 0.3:
            pcs += [" (clip lot ", X("DEVICE", LC.device_serial(R)), ")"]
        doc.line(*pcs)
    doc.blank()
    res = C.days(R.randint(5, 10))
    doc.add("I have explained that the appearances are ", R.choice(["suspicious", "indeterminate", "most likely benign but need confirmation"]),
            " and have arranged to see ", C.him, " with the results on ", C.WD(res), ". ")
    fam = [f for f in p.family if f.rel in ("husband", "partner", "wife", "daughter", "son", "sister")]
    if fam and R.random() < 0.7:
        f = R.choice(fam)
        doc.add(C.His, " ", f.rel, " ", f.firstname(), " was present and will come to the results appointment. ")
    doc.add(C.He, " met ", bcn.full(), ", breast care nurse, who can be contacted on ", X("PHONE", C.phone("land")))
    if R.random() < 0.4:
        doc.add(" or by email at ", X("EMAIL", bcn.email_local() + "@" + C.hosp.domain))
    doc.add(".\n")
    doc.blank()
    B.signature(doc, C, surg, "surgeon", licence=R.random() < 0.3)
    doc.blank()
    B.dict_footer(doc, C, surg)
    return doc


def results_followup(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    surg = C.staff("surgeon", "surgeon")
    bcn = C.staff("cns", "bcn")
    gp, practice = C.gp_and_practice()
    cancer = next(c for c in CL.CANCERS if c["key"] == "breast")
    S.timeline(C, cancer, 20, 60)
    op = C.days(-R.randint(10, 21))
    doc.line(X("HOSPITAL", C.hosp.name), " - ", R.choice(["Breast Surgery Clinic", "Breast Results Clinic", "Post-operative Breast Clinic"]))
    doc.line(R.choice(["Consultant: ", "Surgeon: "]), surg.t_full(C.period), "   Clinic date: ", C.D(C.today))
    doc.blank()
    B.pt_header(doc, C, style=R.choice(["table", "upper", "inline"]), show_addr=R.random() < 0.4)
    doc.blank()
    doc.line("Operation: ", C.surgery, " on ", C.D(op), " at ", C.hosp.X() if R.random() < 0.7 else X("HOSPITAL", C.make_inst("hospital").name))
    if "expander" in C.surgery:
        doc.line("Implant record: tissue expander, ", R.choice(["anatomical", "round"]), " ", str(R.choice([350, 400, 450, 500])),
                 " cc, serial ", X("DEVICE", LC.device_serial(R)), ", fill ", str(R.choice([100, 150, 200])), " mL")
    acc = LC.accession(R, op.year)
    doc.line("Histology (", X("IDNUM", acc), "): ", C.dx, ", ", str(R.randint(9, 38)), " mm, ", C.stage,
             ", margins ", R.choice(["clear (closest 3 mm posterior)", "clear (>2 mm)", "involved at the superior margin"]),
             ", LVI ", R.choice(["present", "not identified"]), ".")
    if R.random() < 0.5:
        doc.line("Sentinel nodes: ", R.choice(["0/2", "1/3 (macrometastasis 4 mm)", "0/3", "0/1 (ITCs only)"]))
    doc.blank()
    doc.add("Wound: ", R.choice(["healing well", "small seroma aspirated (60 mL straw-coloured)", "mild erythema, started flucloxacillin",
                                 "steristrips removed, healed"]), ". ")
    doc.add("Drain removed on ", C.D(op + dt.timedelta(days=R.randint(1, 7))), ". " if R.random() < 0.5 else ". ")
    doc.add("Shoulder movement ", R.choice(["full", "slightly restricted, physio leaflet given", "good"]), ".")
    doc.blank()
    doc.blank()
    doc.line("Discussed at the breast MDT on ", C.WD(C.days(-R.randint(1, 5)), True), ". Outcome:")
    outs = [["Adjuvant radiotherapy - referral to ", C.staff("radonc", "ro").t_full(C.period), ", ", C.make_inst("hospital").X()],
            ["Oncology referral for consideration of adjuvant chemotherapy (", C.staff("medonc", "mo").t_last(C.period), ")"],
            ["Endocrine therapy: ", R.choice(cancer["endocrine"])], ["Re-excision of superior margin on ", C.D(C.days(R.randint(7, 21)))],
            ["Genetics referral (", R.choice(["strong family history", "triple-negative under 60", "Manchester score 18"]), ")"],
            ["Annual mammography for 5 years"]]
    for o in R.sample(outs, R.randint(2, 4)):
        doc.line("  - ", *o)
    doc.blank()
    doc.line(C.He, " was seen with ", bcn.full(), " (breast care nurse, ", X("PHONE", C.phone("land")), ").")
    if R.random() < 0.5 and p.family:
        f = R.choice(p.family)
        doc.line(C.His, " ", f.rel, " ", f.full(), " (", X("AGE", str(f.age)), ") was also present.")
    if R.random() < 0.4:
        doc.line("Fit note issued to ", C.D(C.days(R.randint(14, 42))), " for ", C.his, " employer ", X("ORGANIZATION", p.employer), ".")
    doc.blank()
    B.ehr_footer(doc, C, surg)
    doc.line("cc ", gp.t_full(C.period), ", ", X("HOSPITAL", practice.name))
    return doc


def us_breast_consult(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    surg = C.staff("surgeon", "surgeon")
    gc = C.staff("nurse", "genetic")
    nav = C.staff("cns", "navigator")
    gp, practice = C.gp_and_practice()
    cancer = next(c for c in CL.CANCERS if c["key"] == "breast")
    S.timeline(C, cancer, 10, 40)
    doc.line(R.choice(["BREAST SURGICAL ONCOLOGY - NEW PATIENT CONSULTATION", "Breast Center New Patient Visit",
                       "Comprehensive Breast Clinic Consult"]))
    doc.line(X("HOSPITAL", C.hosp.name), "  ", *B.addr_inline(C, C.hosp.addr))
    doc.blank()
    B.pt_header(doc, C, style="upper", show_addr=True)
    doc.line("DATE OF VISIT: ", C.D(C.today), "    REFERRING: ", gp.t_full(True), " (", X("HOSPITAL", practice.name), ")")
    doc.blank()
    imc = C.make_inst("hospital")
    doc.add("HPI: ", C.ptl(True), " is a ", C.age(), " yo ", "female " if p.sex == "F" else "male ",
            "who presented with ", R.choice(["an abnormal screening mammogram", "a palpable right breast mass", "a palpable left breast mass",
                                            "nipple retraction"]), ". Diagnostic mammogram and US at ", imc.X(), " on ", C.D(C.t["ct"]),
            " showed a ", str(R.randint(8, 40)), " mm mass, BI-RADS ", R.choice(["4C", "5", "4B"]), ". ",
            "US-guided core biopsy on ", C.D(C.t["bx"]), " (accession ", X("IDNUM", LC.accession(R, C.t["bx"].year)), ") showed ", C.dx, ". ")
    doc.add(*_repro(C))
    doc.blank()
    doc.blank()
    doc.add("FAMILY HISTORY: ", *B.family_hx(C))
    doc.add(" Genetic testing ordered (", R.choice(["multigene panel", "BRCA1/2, PALB2, CHEK2, ATM panel"]), ", req# ",
            X("IDNUM", "GT-%06d" % R.randint(0, 999999)), "); seen by genetic counselor ", gc.full(), ".")
    doc.blank()
    doc.blank()
    doc.add("SOCIAL: ", *B.social_hx(C))
    doc.blank()
    doc.blank()
    doc.line("EXAM: ", S.exam(C, 2), " Breasts: ", R.choice(["C cup", "D cup", "B cup"]), ", ", R.choice(["palpable mass as described", "no palpable mass (screen-detected)"]), ".")
    doc.blank()
    doc.line("IMPRESSION: ", C.dx, ", clinical stage ", R.choice(["cT1cN0", "cT2N0", "cT2N1", "cT3N1"]), R.choice(["", " (MRI pending)"]))
    doc.line("PLAN:")
    doc.line("1. Options of ", R.choice(["lumpectomy with SLNB vs mastectomy", "neoadjuvant systemic therapy then surgery",
                                          "nipple-sparing mastectomy with reconstruction"]), " discussed at length.")
    doc.line("2. Breast MRI scheduled ", C.D(C.days(R.randint(3, 10))), ".")
    doc.line("3. Medical oncology referral: ", C.staff("medonc", "mo").t_full(True), ".")
    doc.line("4. Nurse navigator ", nav.full(), " will call; direct line ", X("PHONE", C.phone("land")), ".")
    if p.plan_org and R.random() < 0.8:
        doc.line("5. Pre-certification with ", X("ORGANIZATION", p.plan_org), " (member ", X("HEALTHPLAN", p.plans[0][1]), ").")
    doc.blank()
    B.ehr_footer(doc, C, surg)
    return doc


def bcn_contact(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    bcn = C.staff("cns", "bcn")
    surg = C.staff("surgeon", "surgeon")
    cancer = next(c for c in CL.CANCERS if c["key"] == "breast")
    S.timeline(C, cancer, 30, 400)
    doc.line(R.choice(["Breast Care Nurse - Contact Record", "CNS Telephone Consultation (Breast)", "Breast CNS note"]))
    doc.line(C.hosp.X(), " - ", R.choice(["Breast Unit", "Breast Care Team", "Breast Services"]))
    doc.line(p.LCf() if R.random() < 0.5 else p.fml(), "   ", p.mrn_label, ": ", X("MRN", p.mrn), "   DOB: ", C.D(p.dob),
             " (", C.age(), ")")
    if p.natid:
        doc.line(p.natid[0], ": ", X("MRN", p.natid[1]), "   Tel: ", X("PHONE", p.mobile))
    else:
        doc.line("Tel: ", X("PHONE", p.mobile), R.choice(["", "  (mobile, preferred)"]))
    t = "%02d:%02d" % (R.randint(8, 17), R.randint(0, 59))
    mode = R.choice(["Telephone", "Face to face", "Video call"])
    doc.line(C.D(C.today), " ", t, "   ", mode, "   Consultant: ", surg.t_last(C.period))
    doc.blank()
    if mode == "Video call":
        doc.line("Video link via ", X("URL", "https://attend." + C.hosp.domain + "/" + "room" + str(R.randint(10, 99))),
                 "; patient connected from IP ", X("IPADDR", LC.ip_addr(R)), ".")
    doc.add(R.choice(["Called ", "Spoke with ", "Saw "]), C.ptl(), R.choice([" to follow up after surgery on ", " following MDT outcome of ",
                                                                           " as planned after clinic on "]), C.D(C.days(-R.randint(5, 20))), ". ")
    op = C.days(-R.randint(14, 40))
    doc.add("Background: ", C.dx, " (", C.stage, "); ", C.surgery, " on ", C.D(op), " with ", surg.t_last(C.period), ". ")
    doc.add(C.He, " reports ", "; ".join(R.sample(["wound healing, no signs of infection", "some cording in the axilla", "low mood at times",
                                                  "sleeping poorly", "managing the drain at home", "numbness of the inner arm",
                                                  "worried about returning to work"], 2)), ". ")
    if not p.retired and R.random() < 0.7:
        doc.add(C.He, " works as ", B.art(p.profession), X("PROFESSION", p.profession), " at ", X("ORGANIZATION", p.employer),
                " and plans a phased return from ", C.DM(C.days(R.randint(20, 60))), ". ")
    if p.family and R.random() < 0.7:
        f = R.choice(p.family)
        doc.add(C.His, " ", f.rel, " ", f.firstname(), " ", R.choice(["is very supportive", "has taken leave to help",
                                                                       "is finding things hard; offered carer support"]), ". ")
    doc.blank()
    doc.blank()
    doc.add("Holistic needs assessment: top concerns ", ", ".join(R.sample(["fatigue", "body image", "worry about the future", "finances",
                                                                      "sleep", "pain", "relationships", "work"], 3)), ". ")
    doc.add(R.choice(["Discussed what to expect from radiotherapy and the planning appointment. ",
                      "Explained the pathology results again in plain language; written summary provided. ",
                      "Talked through the endocrine therapy side effects and what to report. ",
                      "Reassured regarding arm numbness - common after axillary surgery. "]))
    doc.add(C.He, " knows to contact the team on the direct line", R.choice([" and has the out-of-hours number.", "."]))
    doc.blank()
    doc.blank()
    doc.line("Actions:")
    acts = [["Prosthesis fitting booked ", C.D(C.days(R.randint(7, 28))), " with ", X("ORGANIZATION", R.choice(["Contour Lingerie & Fitting", "Silhouette Post-Surgery Boutique", "Harbour Mastectomy Fittings"]))],
            ["Lymphoedema risk-reduction leaflet sent to ", X("EMAIL", p.email)],
            ["Signposted to ", X("ORGANIZATION", R.choice(["Tidewater Breast Support Circle", "Silver Birch Peer Support Group", "Kestrel Dragon Boat Club"]))],
            ["Psychology referral via ", X("HOSPITAL", C.make_inst("hospital").name)],
            ["Next call ", C.WD(C.days(R.randint(7, 14)))], ["Results appointment confirmed for ", C.D(C.days(R.randint(3, 9)))]]
    for a in R.sample(acts, R.randint(2, 4)):
        doc.line("- ", *a)
    doc.blank()
    doc.line(bcn.full(), ", ", bcn.creds, ", Breast Care Nurse   Tel ", X("PHONE", C.phone("land") + (LC.extension(R, L) if R.random() < 0.4 else "")))
    if R.random() < 0.5:
        lab, v = LC.nurse_licence(R, L)
        doc.line(lab, " ", X("LICENSE", v))
    return doc


def generate(C):
    R, L = C.R, C.L
    if L == "US":
        v = R.choices([one_stop_letter, results_followup, us_breast_consult, bcn_contact], [1, 2, 5, 2])[0]
    else:
        v = R.choices([one_stop_letter, results_followup, us_breast_consult, bcn_contact], [5, 3, 1 if L == "CA" else 0, 3])[0]
    return v(C), v.__name__
