"""Genre 6: school, camp, sports and pre-employment health forms."""
from marker import M
from vals import J, upper, lower, cap
import neg

GENRE = "school_sports_employment"

VACCINES = ["DTaP", "IPV", "MMR", "Varicella", "Hep B", "Hib", "PCV13", "Tdap", "MenACWY", "HPV", "Hep A", "Influenza"]


def _guardians(c, pt):
    g1 = c.relative(sex="F", same_last=c.p(0.6), rel="mother")
    g2 = c.relative(sex="M", same_last=c.p(0.7), rel=c.ch(["father", "stepfather", "grandfather"]))
    return g1, g2


def make_school(c):
    pt = c.patient(4, 17)
    g1, g2 = _guardians(c, pt)
    nurse = c.staff(c.L("RN, NCSN", "RN", "school nurse"))
    md = c.once("md", c.doctor)
    school = c.ORG("school", "school")
    imm = []
    for v in c.r.sample(VACCINES, c.ri(3, 6)):
        doses = [c.D(pt.dob.replace(year=pt.dob.year + c.ri(0, max(1, pt.age - 1))) if True else None,
                     c.ch(["num", "nums", "mys"])) for _ in range(c.ri(1, 3))]
        imm.append("  %-10s %s" % (v, ", ".join(doses)))
    lines = [
        school,
        c.L("STUDENT HEALTH RECORD / EMERGENCY CARD  %s-%s school year" % (M("DATE", c.today.year), M("DATE", c.today.year + 1)),
            "STUDENT MEDICAL INFORMATION FORM", "PUPIL HEALTH CARE PLAN"),
        "Student: %s   %s   %s   Student ID %s" % (c.N(pt, c.ch(["LF", "full", "lf"])), "Grade %s" % (max(0, pt.age - 5) or "K") if c.loc != "UK" else "Year %d" % max(1, pt.age - 4),
                                                        c.ch(["Class " + str(c.ri(1, 8)) + c.ch("ABCDE"), "Section " + c.ch("ABCDE")]), c.IDN("student")),
        "DOB: %s   Age: %s   Sex: %s" % (c.dob_str(), M("AGE", pt.age), pt.sex),
        "Home address: %s" % c.ADDR(style="line"),
        "Parent/guardian 1: %s (%s)  cell %s  work %s  %s" % (c.N(g1, "full"), g1.rel, c.PH("mobile"), c.PH("work", True), c.EM(g1)),
        "Parent/guardian 2: %s (%s)  cell %s  occupation: %s" % (c.N(g2, "full"), g2.rel, c.PH("mobile"), c.PROF()),
        "Emergency contact if parents unreachable: %s (%s) %s" % (c.N(c.relative(rel="aunt"), "full"), c.ch(["aunt", "neighbor", "family friend"]), c.PH("land")),
        "Physician: %s, %s  Ph %s" % (c.N(md, c.ch(["drfull", "sig"])), c.HOSP("clinic"), c.PH("work")),
        "Dentist: %s" % c.N(c.doctor(), "drfull") if c.p(0.4) else None,
        "Insurance: %s  policy %s" % (c.ORG("insurer"), c.HP("member")) if c.loc == "US" else
        "%s: %s" % (c.L("", "Health card", "NHS number"), c.natid()),
        "",
        "HEALTH CONDITIONS: %s" % c.ch(["Asthma — albuterol HFA 2 puffs q4h PRN, spacer kept in nurse's office",
                                        "Peanut/tree nut allergy — epinephrine auto-injector 0.3 mg IM, 2 in backpack",
                                        "Type 1 diabetes — insulin pump (SN %s), CGM; carb ratio 1:15" % c.DEV("pump"),
                                        "ADHD — methylphenidate ER 18 mg daily given at home", "Seizure disorder — rescue midazolam 5 mg IN"]),
        "IMMUNIZATIONS:",
        *imm,
        "Vision: R 20/20  L 20/25 (screened %s)   Hearing: pass" % c.D(c.day(-c.ri(10, 200)), c.ch(["num", "numd"])),
        "",
        "Nurse note %s: %s seen in health office for %s; %s. Parent (%s) called at %s, %s." % (
            c.D(None, c.ch(["num", "wkd"])), c.N(pt, c.ch(["first", "nick" if pt.nick else "first"])),
            c.ch(["wheezing after PE", "headache", "BG 64", "stomach ache", "hives on arms"]), neg.vitals(c, temp=False),
            c.N(g1, c.ch(["first", "title"])), c.time12(), c.ch(["picked up at 12:40", "returned to class", "will bring spare inhaler"])),
        "Signed %s (%s)  %s" % (c.N(nurse, "sig"), c.U(nurse), c.D(None, "num")),
    ]
    return J(*lines), "form"


def make_camp(c):
    pt = c.patient(6, 16)
    g1, g2 = _guardians(c, pt)
    camp = c.ORG("camp", "camp")
    md = c.once("md", c.doctor)
    counselor = c.other()
    arr, dep = c.day(c.ri(5, 40)), None
    dep = arr + (c.day(7) - c.today)
    lines = [
        camp,
        "CAMPER HEALTH HISTORY FORM   Session %d: %s - %s" % (c.ri(1, 4), c.D(arr, c.ch(["md", "numd", "abbr"])), c.D(dep, c.ch(["md", "numd", "abbr"]))),
        "Camper: %s (goes by %s)   DOB %s   Age at camp: %s   Cabin %s" % (
            c.N(pt, c.ch(["full", "fml"])), c.N(pt, "nick" if pt.nick else "first"), c.dob_str(), M("AGE", pt.age), c.ROOM()),
        "Parent 1: %s  %s  %s" % (c.N(g1, "full"), c.PH("mobile"), c.EM(g1)),
        "Parent 2: %s  %s" % (c.N(g2, "full"), c.PH("mobile")),
        "Address: %s" % c.ADDR(style="line"),
        "Insurance carrier: %s   Policy %s   Group %s   Subscriber %s" % (c.ORG("insurer"), c.HP("member"), c.HP("group"), c.N(g2, c.ch(["full", "lf"]))) if c.loc == "US"
        else "%s %s" % (c.L("", "Provincial health #", "NHS no."), c.natid()),
        "Physician: %s  %s  %s" % (c.N(md, "drfull"), c.HOSP("clinic"), c.PH("work")),
        "",
        "Allergies: %s" % c.ch(["NKDA", "penicillin (hives)", "bee stings — carries epinephrine 0.15 mg", "latex"]),
        "Medications to be given at camp:",
        "  %s" % "\n  ".join(neg.meds(c, c.ri(1, 3))),
        "Dietary: %s   Swim level: %s" % (c.ch(["vegetarian", "gluten-free (celiac)", "none", "halal"]), c.ch(["1", "2", "3", "deep-water"])),
        "Last tetanus: %s   Last physical exam: %s" % (c.D(c.day(-c.ri(300, 2500)), c.ch(["y", "my", "num"])), c.D(c.day(-c.ri(30, 360)), c.ch(["num", "my"]))),
        "",
        "Infirmary log: %s %s — camper to infirmary c/o %s, %s. Given %s. Counselor %s informed; %s called %s." % (
            c.D(arr + (c.day(2) - c.today), c.ch(["wkd", "numd", "wd"])), c.time(), c.ch(["sore throat", "ankle sprain on hike", "homesickness, stomach ache", "tick bite L calf"]),
            neg.vitals(c, temp=True), c.ch(["ibuprofen 200 mg", "ice, elevation", "acetaminophen 325 mg"]), c.N(counselor, c.ch(["first", "full"])),
            c.ch(["parent", "mother"]), c.N(g1, "first")),
        "Camp health director: %s  (%s)" % (c.N(c.staff(c.L("RN", "RN", "nurse")), "sig"), c.PH("work", True)),
    ]
    return J(*lines), "form"


def make_ppe(c):
    pt = c.patient(12, 19)
    g1, g2 = _guardians(c, pt)
    md = c.once("md", c.doctor)
    coach = c.other()
    at = c.staff(c.L("ATC", "CAT(C)", "physio"))
    school = c.ORG(c.ch(["school", "club"]), "school")
    lines = [
        c.L("PREPARTICIPATION PHYSICAL EVALUATION", "PRE-PARTICIPATION SPORTS MEDICAL", "SPORTS MEDICAL CLEARANCE"),
        "Athlete: %s   Sex %s   Age %s   DOB %s   Grade %d" % (c.N(pt, c.ch(["full", "LF"])), pt.sex, M("AGE", pt.age), c.dob_str(), min(12, max(6, pt.age - 5))),
        "School/club: %s   Sport(s): %s" % (school, c.ch(["football", "soccer", "swimming", "wrestling", "hockey", "basketball", "rugby"])),
        "Coach: %s  %s" % (c.N(coach, c.ch(["full", "title"])), c.EM(coach)),
        "Parent: %s  %s" % (c.N(g1, "full"), c.PH("mobile")),
        "",
        "History: %s. Concussion hx: %s. Family hx sudden cardiac death <50: %s." % (
            c.ch(["no prior injuries", "R ankle sprain", "ACL reconstruction L knee", "exercise-induced asthma"]),
            c.ch(["none", "1 on %s, cleared" % c.D(c.day(-c.ri(60, 400)), "num")]),
            c.ch(["no", "yes — uncle %s died at %s" % (c.N(c.relative(sex="M", rel="uncle"), "first"), M("AGE", c.ri(29, 48)))])),
        "Exam: Ht %s  Wt %s  BP %d/%d  P %d  Vision R 20/%d L 20/%d corrected: %s" % (
            c.ch(["5'8\"", "172 cm", "5'3\"", "160 cm", "6'1\""]), neg.weight(c), c.ri(100, 138), c.ri(60, 86), c.ri(52, 96),
            c.ch([20, 25, 30]), c.ch([20, 25, 40]), c.ch(["Y", "N"])),
        "Heart: no murmur supine/standing; Marfan screen negative. MSK: full ROM, duck walk normal. Tanner %d." % c.ri(2, 5),
        "",
        "Clearance: %s" % c.ch(["Cleared for all sports without restriction", "Cleared after completing evaluation (ECG)", "Not cleared pending cardiology"]),
        "Examiner: %s  %s  License %s  Office %s" % (c.N(md, "sig"), c.HOSP("clinic"), c.LIC("md"), c.PH("work")),
        "Date of exam: %s    Athletic trainer: %s (%s)" % (c.D(None, c.ch(["num", "long"])), c.N(at, "sig"), c.EM(at)),
    ]
    txt = J(*lines)
    layout = "form"
    if c.p(0.2):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_preemployment(c):
    pt = c.patient(18, 64)
    emp = c.ORG("employer", "emp")
    clinic = c.HOSP("clinic", "occ")
    collector = c.staff(c.L("collector", "collector", "OH technician"))
    mro = c.doctor()
    hr = c.other()
    dot = c.loc == "US" and c.p(0.5)
    d = c.today
    lines = [
        "%s — %s" % (clinic, c.L("PRE-EMPLOYMENT / POST-OFFER PHYSICAL", "PRE-PLACEMENT HEALTH ASSESSMENT", "PRE-EMPLOYMENT HEALTH QUESTIONNAIRE")),
        "Employer: %s   Account %s   HR contact: %s  %s  %s" % (emp, c.ACCT(), c.N(hr, "full"), c.PH("work", True), c.EM(hr)),
        "Applicant: %s   DOB %s   %s   Employee ID %s" % (c.N(pt, c.ch(["LF", "full", "LFM"])), c.dob_str(),
                                                       "SSN (last 4): " + c.SSN4() if c.loc == "US" else c.L("", "SIN: " + c.SSN(), "NI no: " + c.SSN()), c.IDN("employee")),
        "Position offered: %s   Start date %s" % (c.PROF(), c.D(c.day(c.ri(7, 30)), c.ch(["num", "long"]))),
        "Photo ID: %s %s" % (c.ch(["driver's license", "CDL"]) if c.loc != "UK" else "driving licence", c.LIC("dl", pt)),
        "Address: %s   Phone %s" % (c.ADDR(style="line"), c.PH("mobile")),
        "",
        "DRUG SCREEN: %s  Specimen ID %s  CCF # %s  collected %s %s by %s; temp in range; split specimen sent to %s." % (
            c.ch(["DOT 5-panel urine", "non-DOT 10-panel", "hair 5-panel"]), c.IDN("specimen"), c.IDN("ccf"), c.D(d, "num"), c.time(),
            c.N(collector, c.ch(["full", "sig"])), c.ORG("lab")),
        "Donor identity confirmed by fingerprint scan ID %s." % c.BIO() if c.p(0.6) else None,
        "MRO: %s  result %s %s" % (c.N(mro, "drfull"), c.ch(["negative", "negative-dilute", "cancelled"]), c.D(c.day(c.ri(1, 3)), "numd")),
        "",
        "EXAM: %s. Vision 20/%d OU, hearing whisper 5 ft pass, urine dip: protein neg, glucose neg, blood trace. "
        "Lift test 50 lb floor-to-waist: %s. Audiogram baseline." % (neg.vitals(c, temp=False), c.ch([20, 25, 30, 40]), c.ch(["pass", "pass", "modified"])),
        ("DOT medical examiner's certificate issued %s, expires %s (%s). ME: %s, National Registry # %s. "
         "CDL %s %s. Truck tractor plate %s." % (
             c.D(d, "num"), c.D(c.day(c.ri(360, 730)), "num"), c.ch(["2 years", "1 year — HTN"]), c.N(mro, c.ch(["sig", "drfull"])),
             c.LIC("nrcme"), c.STATE(full=False), c.LIC("dl", pt), c.VEH("plate"))) if dot else
        "Fit for role: %s. Restrictions: %s." % (c.ch(["yes", "yes with adjustments"]), c.ch(["none", "no ladder work until review", "no night shifts x 4 weeks"])),
        "TB: %s placed %s, read %s 0 mm." % (c.ch(["PPD", "TST"]), c.D(c.day(-2), c.ch(["numd", "wkd"])), c.D(d, c.ch(["numd", "wkd"]))) if c.p(0.5) else None,
        "",
        "Examiner: %s  %s %s" % (c.N(mro, "sig"), c.L("NPI", "CPSO #", "GMC"), c.LIC("npi") if c.loc == "US" else c.LIC("md")),
    ]
    txt = J(*lines)
    layout = "form"
    if c.p(0.25):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_rtp(c):
    """Short concussion return-to-play / return-to-school note."""
    pt = c.patient(8, 18)
    md = c.once("md", c.doctor)
    g = c.relative(rel=c.ch(["mother", "father"]))
    txt = J(
        "%s   %s   %s" % (c.HOSP("clinic"), c.PH("work"), c.FAX()),
        "RETURN TO LEARN / RETURN TO PLAY — %s" % c.D(None, c.ch(["num", "long"])),
        "%s (DOB %s, %s) was seen for a concussion sustained %s during %s for %s. Symptom score 3 today from 41. "
        "May return to school half days starting %s; no contact practice until cleared. Stage 2 of 6 graduated protocol. "
        "Please contact %s (parent, %s) with concerns." % (
            c.N(pt, c.ch(["full", "fml"])), c.dob_str(), c.A(style=c.ch(["yrold", "age", "words"])),
            c.D(c.day(-c.ri(3, 12)), c.ch(["wd", "md", "num", "ord"])), c.ch(["a game", "practice", "gym class"]), c.ORG(c.ch(["school", "club"])),
            c.D(c.day(c.ri(1, 4)), c.ch(["wd", "wkd", "md"])), c.N(g, "full"), c.PH("mobile")),
        "%s  %s" % (c.N(md, "sig"), c.LIC("md")))
    return txt, "letter"


MAKERS = [(make_school, 3), (make_camp, 2), (make_ppe, 2), (make_preemployment, 3), (make_rtp, 1)]
