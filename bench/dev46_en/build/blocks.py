"""Reusable note blocks: letterheads, demographic headers, signatures, histories, medication lists."""
import datetime as dt

import core as C
from core import S

MEDS = [
    ("metformin", ["500 mg BD", "1 g BD", "XR 1 g nocte", "850 mg TDS"]),
    ("atorvastatin", ["20 mg nocte", "40 mg daily", "80 mg nocte"]),
    ("rosuvastatin", ["10 mg daily", "5 mg daily"]),
    ("perindopril", ["5 mg mane", "10 mg daily"]),
    ("ramipril", ["5 mg daily", "10 mg daily"]),
    ("amlodipine", ["5 mg daily", "10 mg daily"]),
    ("candesartan", ["8 mg daily", "16 mg daily"]),
    ("irbesartan", ["150 mg daily", "300 mg daily"]),
    ("metoprolol", ["23.75 mg daily", "47.5 mg daily", "25 mg BD", "50 mg BD"]),
    ("bisoprolol", ["2.5 mg daily", "5 mg mane"]),
    ("apixaban", ["5 mg BD", "2.5 mg BD"]),
    ("rivaroxaban", ["20 mg with evening meal", "15 mg daily"]),
    ("warfarin", ["as per INR", "3 mg / 4 mg alternate days"]),
    ("aspirin", ["100 mg daily", "81 mg daily"]),
    ("clopidogrel", ["75 mg daily"]),
    ("furosemide", ["40 mg mane", "20 mg daily", "40 mg BD"]),
    ("spironolactone", ["25 mg daily"]),
    ("pantoprazole", ["40 mg daily", "20 mg daily"]),
    ("esomeprazole", ["20 mg daily", "40 mg BD"]),
    ("levothyroxine", ["50 mcg daily", "100 mcg daily", "75 mcg mane"]),
    ("sertraline", ["50 mg daily", "100 mg mane"]),
    ("escitalopram", ["10 mg daily", "20 mg mane"]),
    ("mirtazapine", ["15 mg nocte", "30 mg nocte"]),
    ("venlafaxine XR", ["75 mg daily", "150 mg mane"]),
    ("quetiapine", ["25 mg nocte", "100 mg nocte"]),
    ("salbutamol MDI", ["100 mcg 2 puffs PRN", "2-4 puffs PRN via spacer"]),
    ("budesonide/formoterol", ["200/6 1 puff BD + PRN", "400/12 1 puff BD"]),
    ("tiotropium", ["2.5 mcg 2 puffs daily", "18 mcg inhaled daily"]),
    ("allopurinol", ["100 mg daily", "300 mg daily"]),
    ("colchicine", ["500 mcg BD PRN"]),
    ("methotrexate", ["15 mg once weekly", "20 mg weekly"]),
    ("folic acid", ["5 mg weekly", "5 mg daily"]),
    ("prednisolone", ["5 mg daily", "25 mg daily weaning"]),
    ("insulin glargine", ["22 units nocte", "14 units mane", "30 units nocte"]),
    ("insulin aspart", ["per sliding scale", "6-8 units with meals"]),
    ("empagliflozin", ["10 mg daily", "25 mg daily"]),
    ("dulaglutide", ["1.5 mg weekly"]),
    ("semaglutide", ["1 mg weekly", "0.5 mg weekly"]),
    ("gliclazide MR", ["30 mg mane", "60 mg daily"]),
    ("sitagliptin", ["100 mg daily"]),
    ("donepezil", ["5 mg nocte", "10 mg nocte"]),
    ("oxycodone CR", ["10 mg BD", "5 mg BD"]),
    ("tramadol SR", ["100 mg BD"]),
    ("pregabalin", ["75 mg BD", "25 mg nocte"]),
    ("gabapentin", ["300 mg TDS", "100 mg nocte"]),
    ("cholecalciferol", ["1000 IU daily", "25 mcg daily"]),
    ("calcium carbonate", ["600 mg BD"]),
    ("denosumab", ["60 mg SC 6-monthly"]),
    ("alendronate", ["70 mg weekly"]),
    ("ferrous sulfate", ["325 mg daily", "1 tab alternate days"]),
    ("tamsulosin", ["400 mcg nocte"]),
    ("oxybutynin", ["5 mg BD"]),
    ("macrogol", ["1 sachet daily PRN", "1-2 sachets daily"]),
    ("docusate/senna", ["2 tabs nocte"]),
    ("levetiracetam", ["500 mg BD", "750 mg BD"]),
    ("sodium valproate", ["500 mg BD"]),
    ("lamotrigine", ["100 mg BD"]),
    ("hydroxychloroquine", ["200 mg BD", "400 mg daily"]),
    ("mesalazine", ["2.4 g daily", "4 g daily"]),
    ("fluticasone nasal", ["2 sprays each nostril daily"]),
    ("cetirizine", ["10 mg daily PRN"]),
    ("oral contraceptive pill", ["1 tab daily continuous"]),
    ("ferric carboxymaltose", ["1 g IV stat (given)"]),
]


OLDER_MEDS = {"metformin", "atorvastatin", "rosuvastatin", "perindopril", "ramipril", "amlodipine", "candesartan",
              "irbesartan", "metoprolol", "bisoprolol", "apixaban", "rivaroxaban", "warfarin", "aspirin", "clopidogrel",
              "furosemide", "spironolactone", "allopurinol", "insulin glargine", "insulin aspart", "empagliflozin",
              "dulaglutide", "gliclazide MR", "sitagliptin", "donepezil", "oxycodone CR", "tramadol SR", "denosumab",
              "alendronate", "tamsulosin", "oxybutynin", "calcium carbonate", "colchicine", "semaglutide"}
YOUNG_ONLY = {"oral contraceptive pill"}
MALE_MEDS = {"tamsulosin"}


def _med_pool(ctx):
    out = []
    for i, (name, doses) in enumerate(MEDS):
        if ctx.age < 40 and name in OLDER_MEDS:
            continue
        if name in YOUNG_ONLY and (ctx.pt.sex != "F" or ctx.age > 50):
            continue
        if name in MALE_MEDS and ctx.pt.sex != "M":
            continue
        out.append(i)
    return out


def meds_list(ctx, n_min=3, n_max=8, style=None):
    r = ctx.rng
    pool = _med_pool(ctx)
    k = min(len(pool), r.randint(n_min, n_max))
    idx = r.sample(pool, k)
    style = style if style is not None else r.randrange(4)
    lines = []
    for i in idx:
        name, doses = MEDS[i]
        dose = r.choice(doses)
        if style == 0:
            lines.append("- %s %s" % (name, dose))
        elif style == 1:
            lines.append("  %s %s" % (name.capitalize(), dose))
        elif style == 2:
            lines.append("%d. %s %s" % (len(lines) + 1, name.capitalize(), dose))
        else:
            lines.append("* %s - %s" % (name, dose))
    return "\n".join(lines) + "\n"


ALLERGIES = ["NKDA", "Nil known", "Penicillin (rash)", "Sulfa (hives)", "Codeine (nausea)", "Amoxicillin (anaphylaxis)",
             "Nil known drug allergies", "Morphine (itch)", "Latex", "Trimethoprim (rash)", "NKA",
             "Cephalexin (angioedema)", "Elastoplast", "Iodinated contrast (urticaria)"]


def letterhead(n, ctx, inst, style=None):
    r = ctx.rng
    style = style if style is not None else r.randrange(5)
    name = inst.name.upper() if style in (1, 3) and r.random() < 0.6 else inst.name
    hp = S("HOSPITAL", name)
    if style == 0:
        n.add(hp, "\n", ctx.addr_parts(inst.addr, style=0), "\n",
              "Phone: ", S("PHONE", inst.phone), "   Fax: ", S("FAX", inst.fax), "\n")
        if r.random() < 0.6:
            n.add("Email: ", S("EMAIL", inst.email(r)), "   Web: ", S("URL", inst.url(r)), "\n")
    elif style == 1:
        n.add(hp, "\n", ctx.addr_parts(inst.addr, style=1), "\n",
              "T ", S("PHONE", inst.phone), " | F ", S("FAX", inst.fax), " | E ", S("EMAIL", inst.email(r)), "\n")
    elif style == 2:
        n.add(hp, " | ", ctx.addr_parts(inst.addr, style=0), "\n",
              "Ph ", S("PHONE", inst.phone), "  Fax ", S("FAX", inst.fax), "  ", S("URL", inst.url(r)), "\n")
    elif style == 3:
        n.add("            ", hp, "\n            ", ctx.addr_parts(inst.addr, style=2), "\n",
              "     Tel: ", S("PHONE", inst.phone), "     Fax: ", S("FAX", inst.fax), "\n")
    else:
        n.add(hp, "\n", ctx.addr_parts(inst.addr, style=3), "\n", "Telephone ", S("PHONE", inst.phone),
              "\nFacsimile ", S("FAX", inst.fax), "\n", S("EMAIL", inst.email(r)), "\n")
    n.add(r.choice(["=" * 64, "-" * 70, "_" * 60, ""]) + "\n")


def pt_block(n, ctx, style=None, with_nok=None, with_hp=True, with_contact=True):
    r = ctx.rng
    v = ctx.v
    style = style if style is not None else r.randrange(5)
    nok = with_nok if with_nok is not None else r.random() < 0.45
    hpl, hpv = (v["HPL"], v["HPV"]) if (with_hp and ctx.loc != "NZ") else (None, None)
    if style == 0:
        n.f("Patient: {PTCAPS}\n")
        n.f("DOB: {DOB}   Age: {AGE}   Sex: {sex}\n")
        n.f("Address: {ADDR}\n")
        if with_contact:
            n.f("Phone: {MOB}\n")
        n.f("{MRNL}: {MRN}")
        if hpv is not None:
            n.add("   ", hpl, ": ", hpv)
        n.add("\n")
    elif style == 1:
        n.f("Name:      {PT}\nD.O.B.:    {DOB} ({AGE} yrs)\nAddress:   {ADDR1}\n")
        if with_contact:
            n.f("Home ph:   {HOME}\nMobile:    {MOB}\n")
        n.f("{MRNL}:      {MRN}\n")
        if hpv is not None:
            n.add(hpl, ":  ", hpv, "\n")
    elif style == 2:
        n.f("RE: {PTFULL}  DOB {DOB}\n    {ADDR1}\n")
        if with_contact:
            n.add("    ", ctx.t["cell"], " ", v["MOB"], "\n")
        if hpv is not None:
            n.add("    ", hpl, " ", hpv, "\n")
        n.f("    {MRNL} {MRN}\n")
    elif style == 3:
        n.f("| Patient | {PTCAPS} |\n| DOB / Age | {DOB} / {AGE}{sex} |\n| {MRNL} | {MRN} |\n")
        if hpv is not None:
            n.add("| ", hpl, " | ", hpv, " |\n")
        n.f("| Address | {ADDR1} |\n")
        if with_contact:
            n.f("| Contact | {MOB} |\n")
    else:
        n.f("Surname: {PTS}    Given name(s): ")
        p = ctx.pt
        n.add(S("PATIENT", p.given + (" " + p.middle if p.middle else "")), "\n")
        n.f("Date of birth: {DOB}    Sex: {Sex}\n")
        n.f("Address: {ADDR1}\n")
        if with_contact:
            n.f("Contact no.: {MOB}   Email: {EMAIL}\n")
        n.f("{MRNL}: {MRN}\n")
        if hpv is not None:
            n.add(hpl, ": ", hpv, "\n")
    if nok:
        f = ctx.fam("NOK")
        n.add(r.choice(["NOK: ", "Next of kin: ", "Emergency contact: "]), ctx.fname(f), " (", f.rel, ") ",
              S("PHONE", C.phone(r, ctx.loc, "mob")), "\n")


def signoff(n, ctx, clin, style=None, inst=None, date=None):
    r = ctx.rng
    style = style if style is not None else r.randrange(6)
    if style == 0:
        n.add(r.choice(["Kind regards,", "Yours sincerely,", "With best wishes,", "Regards,"]), "\n\n\n",
              ctx.dname(clin, "drfull"), "\n")
        if clin.cred:
            n.add(clin.cred, "\n")
        if ctx.loc == "AU":
            n.add("Provider No. ", S("LICENSE", C.provider_au(r)), "\n")
        elif ctx.loc == "NZ":
            n.add("MCNZ ", S("LICENSE", C.mcnz(r)), "\n")
        else:
            n.add(r.choice(["CPSO #", "Billing #", "Licence #"]), " ", S("LICENSE", C.cpso(r)), "\n")
    elif style == 1:
        n.add("Electronically signed by ", ctx.dname(clin, "drfull"), " (", ctx.dname(clin, "user"), ") on ",
              ctx.D(date or ctx.visit), " ", "%02d:%02d" % (r.randint(7, 21), r.randint(0, 59)), "\n")
    elif style == 2:
        n.add("-- ", ctx.dname(clin, "fullcred"), "\n")
    elif style == 3:
        n.add(ctx.dname(clin, "drfull"), r.choice([" / ", ", "]), clin.role_title if hasattr(clin, "role_title") else
              r.choice(["Consultant", "Staff Specialist", "Attending", "Registrar"] if getattr(clin, "is_dr", False)
                       else ["Clinician"]), "\n")
        if inst is not None:
            n.add(S("HOSPITAL", inst.name), "\n")
    elif style == 4:
        n.add("Signed: ", ctx.dname(clin, "dr"), "    Date: ", ctx.D(date or ctx.visit), "\n")
    else:
        n.add("Dictated by ", ctx.dname(clin, "drfull"), "\n")
        d2 = (date or ctx.visit) + dt.timedelta(days=r.randint(0, 3))
        typist = C.make_person(r, ctx.loc, used=ctx.used)
        n.add("D: ", ctx.D(date or ctx.visit), "  T: ", ctx.D(d2), "  ", S("DOCTOR", clin.initials()), "/",
              S("DOCTOR", typist.initials().lower()), "\n")


def cc_block(n, ctx, keys, style=None):
    r = ctx.rng
    style = style if style is not None else r.randrange(3)
    n.add("\n", r.choice(["cc:", "CC:", "Copy to:", "c.c."]), " ")
    first = True
    for k in keys:
        if k == "PT":
            n.add("" if first else ("\n     " if style == 0 else "; "), "Patient - ", ctx.pt_name("full"))
            if style == 0:
                n.add(", ", ctx.addr_parts(ctx.addr, style=0))
        else:
            kind, who = k
            c = ctx.clin(who, kind)
            i = ctx.inst("PRAC0" if who == "GP" else who + "INST", "practice" if kind == "GP" else "hospital")
            n.add("" if first else ("\n     " if style == 0 else "; "), ctx.dname(c, "drfull"), ", ", S("HOSPITAL", i.name))
            if style == 0:
                n.add(", ", ctx.addr_parts(i.addr, style=0))
            elif style == 1:
                n.add(" (fax ", S("FAX", i.fax), ")")
        first = False
    n.add("\n")


HOME_COUNTRY = {"AU": "Australia", "NZ": "New Zealand", "CA": "Canada"}


def _marital(ctx, f):
    if f.rel in ("wife", "husband"):
        return "married"
    if f.rel == "partner":
        return "de facto" if ctx.loc != "CA" else "common-law"
    return ctx.rng.choice(["widowed", "separated", "single", "divorced"] if ctx.age > 30 else ["single"])


def social_hx(n, ctx, style=None):
    r = ctx.rng
    v = ctx.v
    style = style if style is not None else r.randrange(4)
    f = ctx.fam("SOC")
    work = r.random()
    retired = ctx.age >= 67 and work < 0.8
    if style == 0:
        n.add("Lives with ", f.rel, " ", ctx.fname(f, "given"), " in ", S("CITY", ctx.addr.suburb), ". ")
        if retired:
            n.add("Retired ", v["PROF"], ". ")
        elif ctx.age < 17:
            n.add("Attends ", S("ORGANIZATION", ctx.inst("SCHOOL", "school").name), ". ")
        else:
            n.add("Works as a ", v["PROF"], " at ", v["EMP"], ". ")
        sm = r.randrange(5)
        if sm == 1:
            n.add("Ex-smoker, quit ", v["YPAST"], ".")
        else:
            n.add(["Non-smoker.", "", "Smokes 10/day.", "Never smoked.", "Vapes daily."][sm])
        n.add(" ", r.choice(["Alcohol 2-3 standard drinks/week.", "Nil ETOH.", "ETOH 4 std drinks/day.",
                             "Social drinker.", "No recreational drugs."]), "\n")
    elif style == 1:
        n.add("SH: ")
        if ctx.age < 17:
            n.add("lives with ", f.rel, " ", ctx.fname(f, "full"), "; year ", str(r.randint(1, 11)), " at ",
                  S("ORGANIZATION", ctx.inst("SCHOOL", "school").name))
        else:
            n.add(_marital(ctx, f), ", lives with ", f.rel, " ", ctx.fname(f, "given"), "; ")
            if retired:
                n.add("retired ", v["PROF"])
            else:
                n.add("occupation: ", v["PROF"])
                if r.random() < 0.6:
                    n.add(" (", v["EMP"], ")")
        n.add(". ", r.choice(["Indep ADLs.", "Drives.", "Lives in own home.", "Renting a unit.",
                              "Lives in social housing."]), "\n")
    elif style == 2:
        cob = v["COB"]
        if cob.text == HOME_COUNTRY[ctx.loc]:
            n.add("Social: Born and raised in ", S("CITY", ctx.inst("BORN", "hospital", near=False).addr.suburb),
                  ", ", cob, "; moved to ", S("CITY", ctx.addr.suburb), " in ", v["YPAST"], ". ")
        else:
            n.add("Social: Born in ", cob, r.choice([", moved here in ", ", arrived "]), v["YPAST"], ". ")
        if ctx.age >= 67:
            n.add("Previously worked as a ", v["PROF"], ". ")
        elif ctx.age >= 17:
            n.add("Employed as a ", v["PROF"], ". ")
        n.add(f.rel.capitalize(), " ", ctx.fname(f, "full"), " is main support (", S("PHONE", C.phone(r, ctx.loc, "mob")),
              ").\n")
    else:
        n.add("SOCIAL HISTORY\n")
        if ctx.age >= 17:
            n.add("  Occupation: ", ("retired " if retired else ""), v["PROF"], "\n")
        else:
            n.add("  School: ", S("ORGANIZATION", ctx.inst("SCHOOL", "school").name), "\n")
        n.add("  Household: ", f.rel, " (", ctx.fname(f, "given"), ")")
        if r.random() < 0.5 and ctx.age > 25:
            k = ctx.fam("KID", r.choice(["son", "daughter"]))
            n.add(", ", k.rel, " ", ctx.fname(k, "given"), " aged ", S("AGE", str(ctx._fam_age(k))))
        n.add("\n  Smoking: ", r.choice(["never", "ex (20 pack-years)", "current", "ex, quit 5 yrs ago"]),
              "\n  Alcohol: ", r.choice(["nil", "occasional", "weekends", "~20 std/week"]), "\n")


def family_hx(n, ctx, style=None):
    r = ctx.rng
    style = style if style is not None else r.randrange(3)
    conds = ["MI", "stroke", "bowel cancer", "breast cancer", "T2DM", "dementia", "prostate cancer",
             "AAA", "melanoma", "ovarian cancer", "COPD", "sudden cardiac death"]
    a1 = r.randint(48, 88)
    a2 = r.randint(40, 85)
    if style == 0:
        n.add("FHx: father died aged ", S("AGE", str(a1)), " (", r.choice(conds), "); mother ",
              r.choice(["alive, ", "deceased at "]))
        if n.buf[-1].endswith("at "):
            n.add(S("AGE", str(a2)), " - ", r.choice(conds), ".\n")
        else:
            n.add(r.choice(conds), " diagnosed at ", S("AGE", str(a2)), ".\n")
    elif style == 1:
        n.add("Family history: ", r.choice(["brother", "sister", "mother", "father"]), " with ", r.choice(conds),
              " at ", S("AGE", str(a2)), "; ", r.choice(["maternal", "paternal"]), " ", r.choice(["aunt", "uncle"]),
              " ", r.choice(conds), ".\n")
    else:
        n.add("FH: nil premature IHD. ", r.choice(["Mum", "Dad"]), " - ", r.choice(conds), " (dx at ",
              S("AGE", str(a2)), ").\n")


def vitals(ctx, full=True):
    r = ctx.rng
    bp = "%d/%d" % (r.randint(98, 178), r.randint(55, 102))
    hr = r.randint(52, 118)
    t = round(r.uniform(36.0, 38.9), 1)
    rr = r.randint(12, 26)
    sat = r.randint(90, 100)
    if not full:
        return "BP %s, HR %d, T %.1f" % (bp, hr, t)
    return r.choice(["BP %s  HR %d  RR %d  SpO2 %d%% RA  T %.1f" % (bp, hr, rr, sat, t),
                     "Obs: T %.1f, P %d reg, BP %s, RR %d, sats %d%%" % (t, hr, bp, rr, sat),
                     "HR %d | BP %s | RR %d | SpO2 %d%% | Temp %.1fC" % (hr, bp, rr, sat, t)])


def emr_footer(n, ctx, clin=None, ip=False):
    r = ctx.rng
    clin = clin or ctx.clin("GP")
    d = ctx.visit
    n.add(r.choice(["Last modified by ", "Entered by: ", "Author: ", "User: "]), ctx.dname(clin, "user"))
    n.add(" on ", ctx.D(d), " ", "%02d:%02d" % (r.randint(8, 20), r.randint(0, 59)))
    if ip:
        n.add(" from ", S("IPADDR", C.ip_addr(r)))
    n.add("\n")


PMH_ITEMS = ["Type 2 diabetes", "Hypertension", "Hypercholesterolaemia", "Asthma", "COPD", "GORD", "Osteoarthritis",
             "Depression", "Generalised anxiety disorder", "Hypothyroidism", "Atrial fibrillation", "IHD - stent to LAD",
             "CKD stage 3a", "Obstructive sleep apnoea", "Migraine", "Gout", "Iron deficiency anaemia", "Psoriasis",
             "Eczema", "Obesity", "Prediabetes", "Vitamin D deficiency", "BPH", "Osteopenia", "Fatty liver",
             "Chronic low back pain", "Hepatitis C (treated)", "Coeliac disease", "Endometriosis", "PCOS"]
PSH_ITEMS = ["Appendicectomy", "Laparoscopic cholecystectomy", "Tonsillectomy", "R TKR", "L THR", "Caesarean section",
             "Hernia repair", "Carpal tunnel release", "Cataract surgery R eye", "Hysterectomy", "ORIF L wrist",
             "Arthroscopy R knee"]


FEMALE_ONLY = {"Endometriosis", "PCOS", "Caesarean section", "Hysterectomy"}
MALE_ONLY = {"BPH"}
OLDER_ONLY = {"IHD - stent to LAD", "Atrial fibrillation", "CKD stage 3a", "BPH", "Osteopenia", "R TKR", "L THR",
              "Cataract surgery R eye", "COPD"}


def _ok_item(ctx, it):
    if it in FEMALE_ONLY and ctx.pt.sex != "F":
        return False
    if it in MALE_ONLY and ctx.pt.sex != "M":
        return False
    if it in OLDER_ONLY and ctx.age < 45:
        return False
    return True


def meds_inline(ctx, a=2, b=5):
    r = ctx.rng
    pool = _med_pool(ctx)
    k = min(len(pool), r.randint(a, b))
    out = []
    for i in r.sample(pool, k):
        name, doses = MEDS[i]
        out.append("%s %s" % (name, r.choice(doses)))
    return "; ".join(out)


def pmhx(n, ctx, style=None, hosp_key="HOSP2"):
    r = ctx.rng
    style = style if style is not None else r.randrange(3)
    k = r.randint(2, 5)
    items = r.sample([x for x in PMH_ITEMS if _ok_item(ctx, x)], k)
    ops = r.sample([x for x in PSH_ITEMS if _ok_item(ctx, x)], r.randint(0, 2))
    if style == 0:
        n.add("Past medical history:\n")
        for it in items:
            if r.random() < 0.4:
                n.add("- ", it, " (dx ", ctx.v["YPAST"], ")\n")
            else:
                n.add("- ", it, "\n")
        for op in ops:
            n.add("- ", op, " ", ctx.v["YPAST"])
            if r.random() < 0.4:
                n.add(", ", S("HOSPITAL", ctx.inst(hosp_key, "hospital").name))
            n.add("\n")
    elif style == 1:
        n.add("PMHx: ", "; ".join(items))
        for op in ops:
            n.add("; ", op, " (", ctx.v["YPAST"], ")")
        n.add("\n")
    else:
        n.add("Background:\n")
        for i, it in enumerate(items, 1):
            n.add("  %d. %s\n" % (i, it))
        for op in ops:
            n.add("  - ", op, " at ", S("HOSPITAL", ctx.inst(hosp_key, "hospital").name), ", ", ctx.v["MYPAST"], "\n")


ROS_POS = ["fatigue", "weight loss 3 kg", "night sweats", "poor appetite", "ankle swelling", "palpitations",
           "reflux", "constipation", "nocturia x2", "low mood", "headaches", "joint pain"]
ROS_NEG = ["fevers", "chest pain", "SOB", "cough", "haemoptysis", "abdo pain", "PR bleeding", "melaena", "dysuria",
           "haematuria", "rash", "focal weakness", "visual disturbance", "falls"]


def ros(ctx):
    r = ctx.rng
    pos = r.sample(ROS_POS, r.randint(0, 2))
    neg = r.sample(ROS_NEG, r.randint(4, 8))
    s = "Systems review: "
    if pos:
        s += "reports " + ", ".join(pos) + "; "
    s += "denies " + ", ".join(neg) + ".\n"
    return s


def exam_sys(ctx, skip=()):
    r = ctx.rng
    if skip == "all":
        return ""
    lines = [
        "General: " + r.choice(["alert, comfortable at rest", "well, not distressed", "pale, mildly dyspnoeic",
                                "frail, sitting in wheelchair", "obese, pleasant"]),
        "CVS: " + r.choice(["HS I+II+0, JVP not raised", "irregularly irregular, soft SEM apex",
                            "dual HS, no murmurs, peripheries warm", "HS normal, mild pitting oedema to ankles"]),
        "Resp: " + r.choice(["clear bilaterally", "fine bibasal creps", "scattered wheeze", "reduced AE R base"]),
        "Abdo: " + r.choice(["soft, non-tender, no organomegaly", "mild epigastric tenderness", "SNT, BS present",
                             "distended, tympanic, non-tender"]),
        "Neuro: " + r.choice(["grossly intact", "no focal deficit", "CN II-XII intact, power 5/5 throughout",
                              "mild L pronator drift"]),
    ]
    lines = [ln for ln in lines[:r.randint(3, 5)] if ln.split(":")[0] not in skip]
    return ("\n".join(lines) + "\n") if lines else ""


def immunisations(n, ctx):
    r = ctx.rng
    n.add("Immunisations: influenza ", ctx.DN(ctx.past(30, 300)), "; COVID-19 ", r.choice(["booster", "dose 4", "XBB booster"]),
          " ", ctx.v["MYPAST"])
    if ctx.age >= 65:
        n.add("; pneumococcal ", ctx.v["YPAST"], "; zoster (Shingrix) ", ctx.v["YPAST"])
    elif ctx.age < 18:
        n.add("; schedule up to date")
    else:
        n.add("; dTpa ", ctx.v["YPAST"])
    n.add(".\n")


def preventive(n, ctx):
    r = ctx.rng
    n.add("Preventive: ")
    items = []
    if ctx.age >= 45:
        items.append(["bowel screening FIT ", ctx.DN(ctx.past(60, 900)), " negative"])
    if ctx.pt.sex == "F" and 40 <= ctx.age <= 75:
        items.append(["mammogram ", ctx.v["MYPAST"], " at ", ctx.v["IMG1_NAME"], " - normal"])
    items.append(["skin check ", ctx.v["MYPAST"]])
    items.append(["BP/lipids checked ", ctx.DN(ctx.past(30, 400))])
    for i, it in enumerate(items):
        if i:
            n.add("; ")
        n.add(it)
    n.add(".\n")


def results_line(ctx):
    r = ctx.rng
    return ["Recent bloods (", ctx.DN(ctx.past(3, 40)), "): Hb %d, WCC %.1f, Plt %d, Na %d, K %.1f, Cr %d, eGFR %d, "
            "ALT %d, HbA1c %.1f%%, TSH %.2f.\n" % (r.randint(105, 160), r.uniform(4, 12), r.randint(140, 420),
                                                   r.randint(131, 145), r.uniform(3.4, 5.4), r.randint(55, 160),
                                                   r.randint(35, 95), r.randint(12, 70), r.uniform(5.2, 9.5),
                                                   r.uniform(0.4, 5.5))]
