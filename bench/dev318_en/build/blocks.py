"""Reusable note blocks for dev318_en: letterheads, patient banners, sign-offs
and clinical paragraphs dense in non-PHI look-alikes."""

from locale_fmt import add_days, ABROAD, COUNTRY_WORDS
from pools import PROFESSIONS, PROFESSIONS_US, EMPLOYERS

DEPTS = ["Lipid and Cardiovascular Risk Service", "Department of Clinical Biochemistry",
         "Familial Hypercholesterolaemia Service", "Metabolic Medicine", "Lipid Clinic",
         "Cardiovascular Prevention Unit", "Department of Chemical Pathology"]
DEPTS_US = ["Section of Preventive Cardiology", "Lipid and Metabolism Clinic",
            "Division of Endocrinology", "Center for Cardiovascular Prevention",
            "Familial Hypercholesterolemia Program"]


def letterhead(nb, c, dept=None):
    L = c.L
    rr = c.rr
    d = dept or rr.pick(DEPTS_US if L.us else DEPTS)
    nb.line(("HOSPITAL", c.hospital))
    nb.line(d)
    nb.line(L.address(oneline=True, town=c.hosp_town, plain=True))
    nb.add("Tel: ", ("PHONE", c.hosp_phone))
    if rr.chance(0.7):
        nb.add("   Fax: ", ("FAX", c.hosp_fax))
    nb.add("\n")
    if rr.chance(0.6):
        nb.line("Email: ", ("EMAIL", c.dept_email))
    if rr.chance(0.25):
        nb.line("Web: ", ("URL", L.url(rr.pick(["lipids", "fh-service", "cardiometabolic/fh", "clinics/lipid"]))))
    nb.add("\n")


def ref_line(nb, c):
    rr = c.rr
    if rr.chance(0.6):
        nb.line("Our ref: ", ("DOCTOR", c.cons.initials()), "/", ("DOCTOR", c.typist.initials().lower()),
                "/", ("MRN", c.mrn[1]))
    nb.line(rr.pick(["Date: ", "Dictated: ", "Clinic date: ", ""]), c.date(c.visit))


def banner(nb, c, oneline=False, nat=True, addr=True, phone=False):
    L = c.L
    rr = c.rr
    p = c.pt
    style = rr.pick(["re", "table", "caps"])
    if style == "re":
        nb.add("Re: ", p.title(L.us) + " ", ("PATIENT", p.full()), ", DOB ", c.date(c.dob))
        nb.add(", ", c.mrn[0] + " ", ("MRN", c.mrn[1]))
        if nat and c.nat:
            nb.add(", ", c.nat[0] + " ", (c.nat[2], c.nat[1]))
        nb.add("\n")
        if addr:
            nb.line(L.address(oneline=True, town=c.addr_town))
    elif style == "table":
        nb.line("Patient:   ", ("PATIENT", p.LF()))
        nb.line("DOB:       ", c.date(c.dob), "  (", ("AGE", str(c.age)), rr.pick(["y", " yrs", " years", "yo"]), ")")
        nb.line(c.mrn[0] + ":" + " " * max(1, 10 - len(c.mrn[0]) - 1), ("MRN", c.mrn[1]))
        if nat and c.nat:
            nb.line(c.nat[0] + ": ", (c.nat[2], c.nat[1]))
        if addr:
            nb.line("Address:   ", L.address(oneline=True, town=c.addr_town))
    else:
        nb.add(("PATIENT", p.last.upper() + " " + p.first.upper()), "   ")
        nb.add("D.O.B. ", c.date(c.dob), "   ", c.mrn[0], " ", ("MRN", c.mrn[1]))
        if nat and c.nat:
            nb.add("   ", c.nat[0], " ", (c.nat[2], c.nat[1]))
        nb.add("\n")
        if addr:
            nb.line(L.address(oneline=True, town=c.addr_town))
    if phone:
        nb.line("Tel: ", ("PHONE", c.phone), "   Mobile: ", ("PHONE", c.mobile))
    nb.add("\n")


def signoff(nb, c, who=None, role=None, lic=True, cc=True, closing=None):
    L = c.L
    rr = c.rr
    who = who or c.cons
    t = c.cons_title if who is c.cons else L.doc_title()
    nb.add("\n", closing or rr.pick(["Yours sincerely,", "Kind regards,", "Yours sincerely", "With best wishes,",
                                     "Sincerely,"]), "\n\n")
    if rr.chance(0.3):
        nb.add("(electronically signed)\n")
    nb.line(t + " ", ("DOCTOR", who.full()) if rr.chance(0.6) else ("DOCTOR", who.fl()))
    nb.line(role or c.cons_role)
    if lic and rr.chance(0.75):
        nb.line(c.sign_license("doctor"))
    if cc:
        nb.add("\ncc: ", L.doc_title(), " ", ("DOCTOR", c.gp.fl()), ", ", ("HOSPITAL", c.practice))
        if rr.chance(0.5):
            nb.add(", ", L.address(oneline=True, town=c.practice_town, plain=True))
        nb.add("\n")
        if rr.chance(0.6):
            nb.add("    ", c.pt.title(L.us), " ", ("PATIENT", c.pt.full()), rr.pick([" (patient)", "", " - by post"]), "\n")
    if rr.chance(0.5):
        nb.add(rr.pick(["Dictated ", "D: "]), c.date(c.visit), rr.pick(["  Typed ", "  T: "]),
               c.date(add_days(c.visit, rr.int(1, 9))), "  ", ("DOCTOR", who.initials()), "/",
               ("DOCTOR", c.typist.initials().lower()), "\n")


def occupation(c):
    rr = c.rr
    prof = rr.pick(PROFESSIONS_US if c.L.us and rr.chance(0.6) else PROFESSIONS)
    c.prof = prof
    return prof


def social(nb, c):
    rr = c.rr
    p = c.pt
    he, his, him = p.pron()
    prof = occupation(c)
    f = rr.pick([
        ["{He} works as a ", ("PROFESSION", prof), ". "],
        ["Occupation: ", ("PROFESSION", prof), ". "],
        ["{He} is a ", ("PROFESSION", prof), rr.pick([" and works shifts. ", ", mostly desk-based. ", ". "])],
        ["Works as a ", ("PROFESSION", prof), " at ", ("ORGANIZATION", rr.pick(EMPLOYERS)), ". "],
    ])
    out = []
    for pc in f:
        if isinstance(pc, str):
            pc = pc.replace("{He}", he.capitalize()).replace("{his}", his)
        out.append(pc)
    nb.add(out)
    nb.add(rr.pick(["Never smoker. ", "Ex-smoker (quit 12 years ago, 15 pack-years). ",
                    "Current smoker, 10/day - cessation advice given. ", "Non-smoker. "]))
    nb.add(rr.pick(["Alcohol 6-8 units/week. ", "Alcohol: occasional. ", "Teetotal. ",
                    "Drinks about 14 units a week. "]))
    if rr.chance(0.35):
        nb.add(rr.pick(["Lives with ", "Married to ", "Lives with partner "]))
        sp = c.rr.pick(["F", "M"])
        q = c.rel(sp, 0.6)
        c.partner = q
        nb.add(("FAMILY", q.first), rr.pick([". ", " and two children. ", ", who attended today. "]))
    nb.add("\n")


def history_para(nb, c):
    rr = c.rr
    p = c.pt
    he, his, him = p.pron()
    u = c.ldl_units()
    pnl = c.panel()
    c.pnl = pnl
    yr = c.visit.year - rr.int(1, 9)
    opener = rr.pick([
        [he.capitalize(), " was referred after a total cholesterol of ", c.fmt_ldl(pnl["TC"]), " ", u,
         " was found at a routine health check in ", ("DATE", str(yr)), ". "],
        ["Referred by ", c.L.doc_title(), " ", ("DOCTOR", c.gp.last), " with an untreated LDL-C of ",
         c.fmt_ldl(pnl["LDL"]), " ", u, " (", c.date(add_days(c.visit, -rr.int(30, 200))), "). "],
        ["Known to the service since ", ("DATE", c.L.monthyear(add_days(c.visit, -rr.int(400, 3000)))),
         "; originally referred with a TC of ", c.fmt_ldl(pnl["TC"]), " ", u, ". "],
    ])
    nb.add(opener)
    fam = rr.pick([
        [his.capitalize(), " father had a myocardial infarction at ", ("AGE", str(rr.int(38, 56))),
         " and a paternal uncle died suddenly aged ", ("AGE", str(rr.int(40, 58))), ". "],
        [his.capitalize(), " mother had a CABG at ", ("AGE", str(rr.int(45, 60))),
         " and has known hypercholesterolaemia. "],
        ["There is no known family history of premature coronary disease, but ", his,
         " brother was recently started on a statin. "],
        ["Family history: sister with LDL-C > ", "230 " if c.L.mgdl else "6 ", u, " (per her GP)",
         ", father died of an MI aged ", ("AGE", str(rr.int(44, 60))), ". "],
    ])
    nb.add(fam)
    if c.age > 38 and rr.chance(0.3):
        nb.add("Personal history of NSTEMI in ", ("DATE", str(c.visit.year - rr.int(1, min(8, c.age - 36)))),
               " treated with PCI to the LAD (2 x DES). ")
    else:
        nb.add(rr.pick(["No personal history of ASCVD. ", "No known coronary disease. "]))
    nb.add(rr.pick(["No diabetes. TSH normal. ", "Type 2 diabetes on metformin 500 mg BD (HbA1c 54 mmol/mol). ",
                    "Hypothyroidism excluded (TSH 1.9 mU/L). ", "Renal and liver function normal. "]))
    nb.add("\n")


def exam_para(nb, c):
    rr = c.rr
    nb.add(rr.pick(["On examination: ", "O/E: ", "Examination: "]))
    nb.add("BP %d/%d mmHg, pulse %d regular, BMI %.1f kg/m2. " % (rr.int(112, 156), rr.int(66, 94),
                                                                 rr.int(56, 92), rr.uni(20.5, 34.9)))
    nb.add(rr.pick(["Bilateral Achilles tendon xanthomata (R>L). ", "No tendon xanthomata. ",
                    "Thickened Achilles tendons and xanthomata over the extensor tendons of the hands. ",
                    "No xanthomata, no xanthelasma. "]))
    nb.add(rr.pick(["Corneal arcus present", "No corneal arcus", "Partial corneal arcus"]))
    nb.add(rr.pick([". ", " (noted before age 45). ", ". Fundi not examined. "]))
    nb.add(rr.pick(["HS I+II+0, no carotid bruits.", "No bruits; peripheral pulses palpable.",
                    "Soft ejection systolic murmur, aortic area; echo requested."]))
    nb.add("\n")


def scores_line(nb, c):
    rr = c.rr
    dl = rr.int(3, 16)
    cat = "definite" if dl > 8 else ("probable" if dl >= 6 else "possible")
    nb.add("Dutch Lipid Clinic Network score %d (%s FH). " % (dl, cat))
    nb.add(rr.pick(["Simon Broome: definite FH. ", "Simon Broome: possible FH. ",
                    "Meets Simon Broome criteria for possible FH. ", ""]))
    if rr.chance(0.4):
        nb.add(rr.pick(["QRISK3 ", "10-year ASCVD risk ", "Framingham risk "]),
               "%.1f%% (not valid in FH). " % rr.uni(4, 22))
    nb.add("\n")


def med_list(c, treated=True):
    rr = c.rr
    meds = []
    if treated:
        meds.append(c.statin_str())
        if rr.chance(0.6):
            meds.append("ezetimibe 10 mg once daily")
    meds += rr.sample(["aspirin 75 mg OD", "ramipril 5 mg OD", "amlodipine 5 mg OD",
                       "levothyroxine 75 micrograms OD", "metformin 1 g BD",
                       "bisoprolol 2.5 mg OD", "omeprazole 20 mg OD", "vitamin D 1000 units daily",
                       "combined oral contraceptive", "sertraline 50 mg OD", "salbutamol inhaler PRN"],
                      rr.int(0, 3))
    return meds


def abroad_rel(c):
    """a relative living abroad: returns pieces"""
    rr = c.rr
    if rr.chance(0.5):
        name = rr.pick(ABROAD)
    else:
        name = rr.pick(COUNTRY_WORDS[rr.pick(sorted(COUNTRY_WORDS))])
    if name.startswith("the "):
        return ["the ", ("COUNTRY", name[4:])]
    return [("COUNTRY", name)]
