"""Shared pieces: patient set-up, team set-up, headers, signatures, letterheads."""
from phi import P, F, U
import pools

REL_SPOUSE = {"F": ["husband", "partner", "wife"], "M": ["wife", "partner", "husband"]}


def make_patient(ctx, sex=None, age=None, age_range=(19, 92)):
    pt = ctx.person("PATIENT", sex=sex)
    pt.age = age if age is not None else ctx.ri(*age_range)
    pt.dob = ctx.dob_for(pt.age)
    pt.addr = ctx.address()
    pt.tel = ctx.phone("land")
    pt.mob = ctx.phone("mobile")
    pt.email = ctx.email_for(pt)
    pt.mrn = ctx.mrn()
    pt.natid = ctx.national_id()
    pt.hp = ctx.healthplan()
    pt.ssn = ctx.ssn()
    pt.acct = ctx.account_p()
    pt.prof = ctx.profession()
    pt.retired = pt.age >= 67 and ctx.chance(0.7)
    # next of kin
    if pt.age < 30 and ctx.chance(0.5):
        rel = ctx.ch(["mother", "father", "partner", "sister"])
    else:
        rel = ctx.ch(REL_SPOUSE[pt.sex] * 2 + ["daughter", "son", "sister", "brother", "friend", "niece"])
    if rel in ("husband", "father", "son", "brother"):
        ksex = "M"
    elif rel in ("wife", "mother", "daughter", "sister", "niece"):
        ksex = "F"
    else:
        ksex = ctx.ch("FM")
    same_name = rel in ("husband", "wife", "daughter", "son", "sister", "brother", "mother", "father") and ctx.chance(0.6)
    nok = ctx.person("FAMILY", sex=ksex, origin=pt.origin, family=pt.family if same_name else None)
    nok.rel = rel
    nok.tel = ctx.phone("mobile")
    pt.nok = nok
    return pt


def sex_word(pt, style="letter"):
    if style == "letter":
        return "F" if pt.sex == "F" else "M"
    return "female" if pt.sex == "F" else "male"


def he(pt, cap=False):
    w = "she" if pt.sex == "F" else "he"
    return w.capitalize() if cap else w


def his(pt, cap=False):
    w = "her" if pt.sex == "F" else "his"
    return w.capitalize() if cap else w


def him(pt):
    return "her" if pt.sex == "F" else "him"


GRADES = {
    "US": {"cons": ["Attending", "Attending Surgeon"], "reg": ["PGY-4", "Chief Resident", "PGY-3"],
           "jun": ["PGY-1", "Intern", "PGY-2"], "nurse": ["RN", "RN, BSN", "Charge RN"],
           "cons_title": "Dr.", "cred": "MD"},
    "CA": {"cons": ["Staff Surgeon", "Attending"], "reg": ["R4", "Senior Resident", "R3"],
           "jun": ["R1", "PGY-1", "Clinical Clerk"], "nurse": ["RN", "Charge Nurse"],
           "cons_title": "Dr.", "cred": "MD, FRCSC"},
    "UK": {"cons": ["Consultant"], "reg": ["SpR", "ST5", "Registrar", "ST6"],
           "jun": ["FY1", "FY2", "CT1", "SHO"], "nurse": ["Staff Nurse", "Sister", "Charge Nurse", "Ward Manager"],
           "cons_title": "Mr", "cred": "FRCS"},
    "IE": {"cons": ["Consultant"], "reg": ["Registrar", "SpR"], "jun": ["SHO", "Intern"],
           "nurse": ["CNM2", "Staff Nurse", "CNM1"], "cons_title": "Mr", "cred": "FRCSI"},
    "AU": {"cons": ["Consultant"], "reg": ["Registrar", "Surgical Registrar"], "jun": ["RMO", "Intern", "HMO"],
           "nurse": ["RN", "CNS", "NUM"], "cons_title": "Dr", "cred": "FRACS"},
    "NZ": {"cons": ["Consultant"], "reg": ["Registrar"], "jun": ["House Officer", "RMO", "HO"],
           "nurse": ["RN", "Charge Nurse", "CNS"], "cons_title": "Mr", "cred": "FRACS"},
}


def team(ctx, surgical=True):
    g = GRADES[ctx.loc]
    t = {}
    cons = ctx.staff("consultant")
    if ctx.loc in ("UK", "IE", "NZ") and surgical:
        cons.title = "Mr" if cons.sex == "M" else ctx.ch(["Ms", "Miss", "Ms"])
        if ctx.chance(0.1):
            cons.title = "Prof"
    elif ctx.loc in ("US", "CA"):
        cons.title = "Dr."
    else:
        cons.title = "Dr"
    cons.grade = ctx.ch(g["cons"])
    reg = ctx.staff("registrar", title="Dr." if ctx.loc in ("US", "CA") else "Dr")
    reg.grade = ctx.ch(g["reg"])
    jun = ctx.staff("junior", title="Dr." if ctx.loc in ("US", "CA") else "Dr")
    jun.grade = ctx.ch(g["jun"])
    nurse = ctx.staff("nurse")
    nurse.grade = ctx.ch(g["nurse"])
    if ctx.loc in ("US", "CA"):
        cons.cred = reg.cred = jun.cred = "MD"
        nurse.cred = "RN"
    t.update(cons=cons, reg=reg, jun=jun, nurse=nurse)
    return t


def dr(p, form="fam"):
    """'Dr Okafor' style parts (title outside)."""
    name = {"fam": p.fam, "full": p.full, "init": p.init_fam, "initnd": lambda: p.init_fam(False)}[form]()
    if p.title:
        return [p.title + " ", name]
    return [name]


# ---------------------------------------------------------------- headers

def sticker(ctx, pt, extra_ward=None):
    """Boxed addressograph label as printed on UK/AU/NZ/IE notes."""
    nat_lab, nat = pt.natid
    lines = []
    lines.append([pt.LF() if ctx.chance(0.5) else pt.FAMg(), "    ", sex_word(pt), "  ", P(str(pt.age), "AGE"), "y"])
    lines.append(["DOB: ", ctx.D(pt.dob, "dmy" if ctx.loc != "CA" else "iso"), "   ",
                  {"UK": "Hosp No: ", "IE": "MRN: ", "AU": "UR: ", "NZ": "MRN: ", "CA": "MRN: ", "US": "MRN: "}[ctx.loc], pt.mrn])
    lines.append([nat_lab + ": ", nat])
    lines.append([P(pt.addr["street"], "STREET"), ", ", P(pt.addr["city"], "CITY")])
    if ctx.loc in ("UK", "IE", "NZ", "AU"):
        lines[-1] += [" ", P(pt.addr["zip"], "ZIP")] if ctx.loc in ("UK", "IE") else (
            [" ", P(pt.addr["state"], "STATE"), " ", P(pt.addr["zip"], "ZIP")] if ctx.loc == "AU" else [" ", P(pt.addr["zip"], "ZIP")])
    if extra_ward is not None:
        lines.append(extra_ward)
    out = ["+" + "-" * 46 + "+\n"]
    for ln in lines:
        out += ["| ", ln, "\n"]
    out.append("+" + "-" * 46 + "+\n")
    return out


def us_header(ctx, pt, loc_parts=None, att=None, more=None):
    lab, acct = pt.acct
    out = [F("Patient: {n}    MRN: {m}    {al}: {a}\n", n=pt.LF(), m=pt.mrn, al=lab, a=acct),
           F("DOB: {d}    Age: {age}    Sex: {s}\n", d=ctx.D(pt.dob), age=P(str(pt.age), "AGE"),
             s="Female" if pt.sex == "F" else "Male")]
    if ctx.chance(0.18):
        out.append([ctx.ssn_label(), ": ", pt.ssn, "\n"])
    if loc_parts:
        out.append(["Location: ", loc_parts, "\n"])
    if att:
        out.append(["Attending: ", att, "\n"])
    if more:
        out.append(more)
    return out


def sign_line(ctx, p, when=None, time=None, lic=True, pager=False, user=False, esign=None):
    """A signature block for a clinician (parts)."""
    out = []
    if esign is None:
        esign = ctx.loc in ("US", "CA") and ctx.chance(0.7)
    name = p.full() if ctx.chance(0.6) else p.init_fam(ctx.chance(0.5))
    cred = getattr(p, "cred", None)
    grade = getattr(p, "grade", None)
    if esign:
        out += ["Electronically signed by: ", name]
        if cred:
            out += [", ", cred]
        if when is not None:
            out += [" on ", ctx.D(when)]
            if time:
                out += [" at ", time]
        out.append("\n")
    else:
        out += [ctx.ch(["Signed: ", "Sign: ", "", "-- "])]
        if p.title and ctx.chance(0.7):
            out += [p.title, " "]
        out += [name]
        if grade:
            out += [" (", grade, ")"] if ctx.chance(0.5) else [", ", grade]
        elif cred:
            out += [", ", cred]
        out.append("\n")
    extra = []
    if pager:
        extra.append(ctx.pager())
    if lic:
        lab, val = ctx.license(p)
        extra.append([lab, " ", val])
    if user:
        extra.append(["user ", ctx.username(p)])
    if extra:
        for i, e in enumerate(extra):
            if i:
                out.append(" | ")
            out.append(e)
        out.append("\n")
    return out


def letterhead(ctx, h, dept, staff=None, caps=True, url=True, email_user=None):
    """Hospital department letterhead (parts). Returns (parts, email_domain)."""
    name = ctx.H(h)
    lines = [[U(name) if caps else name, "\n"], [dept, "\n"]]
    lines.append(ctx.hosp_addr(h, sep=", " if ctx.chance(0.5) else "\n"))
    lines.append("\n")
    tel = ctx.phone("land")
    lines.append(["Tel: ", tel])
    if ctx.chance(0.8):
        lines.append(["   Fax: ", ctx.fax()])
    lines.append("\n")
    if email_user or ctx.chance(0.6):
        lines.append(["Email: ", ctx.email_dept(email_user or ctx.ch(["admin", "secretaries", "enquiries", "bookings"]), h["domain"]), "\n"])
    if url and ctx.chance(0.6):
        lines.append(["Web: ", ctx.url(h["domain"]), "\n"])
    return lines


def gp_block(ctx, gp, prac, addr=None):
    a = addr or ctx.address(town=prac["town"])
    a["street"] = prac["street"]
    return [dr(gp, "init") if ctx.chance(0.5) else dr(gp, "full"), "\n", P(prac["name"], "HOSPITAL"), "\n",
            ctx.addr_lines(a, county=False), "\n"]


def make_gp(ctx):
    gp = ctx.staff("gp", title="Dr")
    if ctx.loc in ("US", "CA"):
        gp.title = "Dr."
    prac = ctx.practice()
    return gp, prac


def pt_title(pt):
    return pt.titled()


def vitals(ctx, sick=False):
    hr = ctx.ri(95, 132) if sick else ctx.ri(58, 96)
    sbp = ctx.ri(82, 104) if sick else ctx.ri(104, 152)
    dbp = ctx.ri(44, 62) if sick else ctx.ri(58, 92)
    rr = ctx.ri(22, 32) if sick else ctx.ri(12, 19)
    sat = ctx.ri(86, 93) if sick else ctx.ri(94, 99)
    t = (ctx.ri(378, 394) if sick else ctx.ri(360, 376)) / 10
    o2 = ctx.ch(["RA", "on 2L NC", "on 4L NP", "on 40% Venturi"] if sick else ["RA", "RA", "on air", "2L NP"])
    return hr, sbp, dbp, rr, sat, t, o2


def vit_str(ctx, v, style=None):
    hr, sbp, dbp, rr, sat, t, o2 = v
    style = style or ctx.ch(["line", "slash", "labels"])
    if style == "line":
        return "HR %d, BP %d/%d, RR %d, SpO2 %d%% %s, T %.1f" % (hr, sbp, dbp, rr, sat, o2, t)
    if style == "slash":
        return "T %.1f  P %d  BP %d/%d  RR %d  Sat %d%% %s" % (t, hr, sbp, dbp, rr, sat, o2)
    return "Temp %.1f C | Pulse %d | BP %d/%d | Resp %d | SpO2 %d%% (%s)" % (t, hr, sbp, dbp, rr, sat, o2)


def labs(ctx, sick=False):
    hb = ctx.ri(82, 118) if sick else ctx.ri(105, 152)
    wcc = ctx.ri(130, 260) / 10 if sick else ctx.ri(45, 112) / 10
    crp = ctx.ri(120, 380) if sick else ctx.ri(3, 60)
    na = ctx.ri(131, 145)
    k = ctx.ri(33, 52) / 10
    cr = ctx.ri(110, 260) if sick else ctx.ri(55, 105)
    ur = ctx.ri(9, 22) if sick else ctx.ri(3, 8)
    plt = ctx.ri(140, 420)
    lac = ctx.ri(25, 61) / 10 if sick else ctx.ri(6, 18) / 10
    return dict(hb=hb, wcc=wcc, crp=crp, na=na, k=k, cr=cr, ur=ur, plt=plt, lac=lac)


def lab_str(ctx, L, us=None):
    us = ctx.loc == "US" if us is None else us
    if us:
        return "WBC %.1f, Hgb %.1f, Plt %d, Na %d, K %.1f, BUN %d, Cr %.2f, lactate %.1f" % (
            L["wcc"], L["hb"] / 10, L["plt"], L["na"], L["k"], L["ur"] * 2.8, L["cr"] / 88.4, L["lac"])
    return "Hb %d, WCC %.1f, Plt %d, CRP %d, Na %d, K %.1f, Ur %d, Cr %d, lactate %.1f" % (
        L["hb"], L["wcc"], L["plt"], L["crp"], L["na"], L["k"], L["ur"], L["cr"], L["lac"])


def time_str(ctx, lo=0, hi=23):
    h = ctx.ri(lo, hi)
    m = ctx.ch([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55, 48, 17, 33])
    style = ctx.ch(["colon", "colon", "hhmm"]) if ctx.loc != "US" else ctx.ch(["colon", "ampm"])
    if style == "colon":
        return "%02d:%02d" % (h, m)
    if style == "hhmm":
        return "%02d%02d" % (h, m)
    return "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")


def nok_phrase(ctx, pt):
    nok = pt.nok
    form = ctx.ch(["full", "giv", "giv", "titled"])
    if form == "full":
        nm = nok.full()
    elif form == "giv":
        nm = nok.giv()
    else:
        nok.title = ("Mr" if nok.sex == "M" else ctx.ch(["Mrs", "Ms"])) + ("." if ctx.loc == "US" else "")
        nm = [nok.title + " ", nok.fam()]
    return [his(pt) + " " + nok.rel + " ", nm]


def pt_ref(ctx, pt, form=None):
    """A mention of the patient in running text."""
    form = form or ctx.ch(["titled", "titled", "titled", "giv", "full"])
    if form == "titled":
        return pt.titled()
    if form == "giv":
        return [pt.giv()]
    return [pt.full()]


def lic(ctx, p, kind=None, sep=" "):
    lab, val = ctx.license(p, kind)
    return [lab, sep, val]


def art(word):
    return "an " if word[:1].lower() in "aeiou" else "a "


PMH_POOL = ["T2DM (diet-controlled)", "T2DM on metformin", "hypertension", "hypercholesterolaemia", "asthma", "COPD (GOLD 2)",
            "AF on apixaban", "IHD (PCI, no angina since)", "CKD stage 3a", "hypothyroidism", "GORD", "depression", "osteoarthritis (knees)",
            "obesity (BMI 38)", "OSA on CPAP", "previous DVT", "migraine", "anxiety", "gout", "psoriasis", "epilepsy (well controlled)",
            "iron deficiency anaemia", "rheumatoid arthritis", "BPH", "glaucoma", "hiatus hernia", "previous stroke (no residual deficit)"]

MED_POOL = ["paracetamol 1 g QDS", "omeprazole 20 mg OD", "amlodipine 5 mg OD", "ramipril 2.5 mg OD", "atorvastatin 40 mg ON",
            "metformin 500 mg BD", "apixaban 5 mg BD", "levothyroxine 75 mcg OD", "sertraline 50 mg OD", "salbutamol 2 puffs PRN",
            "bisoprolol 2.5 mg OD", "enoxaparin 40 mg SC OD", "lactulose 15 ml BD", "ondansetron 4 mg PRN", "oxycodone 5 mg PRN",
            "co-amoxiclav 1.2 g IV TDS", "tamsulosin 400 mcg OD", "allopurinol 100 mg OD", "folic acid 5 mg OD", "cyclizine 50 mg TDS PRN",
            "senna 15 mg ON", "gabapentin 300 mg TDS", "furosemide 40 mg OD", "insulin glargine 18 units ON"]

ALLERGY_POOL = ["NKDA", "NKDA", "penicillin (rash)", "codeine (vomiting)", "latex", "trimethoprim (angioedema)", "morphine (itch)",
                "chlorhexidine (urticaria)", "NSAIDs (bronchospasm)", "sulfa (rash)"]


def pmh(ctx, n=None):
    return ctx.sample(PMH_POOL, n or ctx.ri(1, 4))


def meds(ctx, n=None):
    return ctx.sample(MED_POOL, n or ctx.ri(3, 6))


def allergy(ctx):
    return ctx.ch(ALLERGY_POOL)


def origin_phrase(ctx, pt):
    """'Originally from Poland, moved here in 2009.' parts, or []"""
    if pt.origin in pools.ORIGIN_COUNTRY:
        if not ctx.chance(0.6):
            return []
        c = ctx.country(pt.origin)
    else:
        if not ctx.chance(0.15):
            return []
        own = {"US": "the United States", "UK": "", "IE": "Ireland", "CA": "Canada", "AU": "Australia", "NZ": "New Zealand"}[ctx.loc]
        opts = [x for x in ["Ireland", "Australia", "New Zealand", "Canada", "South Africa", "the United States"] if x != own]
        c = ctx.ch(opts)
        c = ["the ", P(c[4:], "COUNTRY")] if c.startswith("the ") else [P(c, "COUNTRY")]
        yr = ctx.today.year - ctx.ri(2, 40)
        return [" Grew up in ", c, "; moved here in ", ctx.Dy(yr), "."]
    yr = ctx.today.year - ctx.ri(2, 40)
    return ctx.ch([[" Originally from ", c, ", moved here in ", ctx.Dy(yr), "."],
                   [" Born in ", c, "."],
                   [" Family from ", c, "; ", ctx.ch(["speaks good English", "interpreter requested for consent", "daughter interprets"]), "."]])


def employer_phrase(ctx, pt):
    if pt.retired or not ctx.chance(0.45):
        return []
    return [" Employed by ", ctx.org(), "."]


def social(ctx, pt, lead="SH: "):
    out = [lead]
    if pt.retired:
        out += ["Retired ", pt.prof, "."]
    else:
        out += [ctx.ch(["Works as ", "Job: ", "Occupation - "]), art(pt.prof.text) if ctx.chance(0.5) else "", pt.prof, "."]
    out += employer_phrase(ctx, pt)
    out += [" Lives with ", nok_phrase(ctx, pt), " in ", P(pt.addr["city"], "CITY"), "."]
    out += origin_phrase(ctx, pt)
    out += [" ", ctx.ch(["Never smoked.", "Ex-smoker (20 pack-years).", "Smokes 10/day.", "Vapes.", "Non-smoker."]), " ",
            ctx.ch(["Alcohol: nil.", "Alcohol ~%d units/week." % ctx.ri(2, 30), "Social drinker.", "Alcohol occasional."])]
    return out


STOP_INITIALS = {"no", "an", "as", "at", "be", "by", "do", "go", "he", "if", "in", "is", "it", "me", "my", "of", "on",
                 "or", "so", "to", "up", "us", "we", "am", "pm", "md", "rn", "np", "pa", "dr", "ms", "mr", "bd", "od", "iv",
                 "im", "sc", "po", "pr", "gp", "ed", "er", "or", "ct", "mri", "ecg", "ent", "icu", "and", "the", "for", "not",
                 "has", "had", "was", "per", "via", "bms", "pcp", "gmc", "nhs", "mrn", "dob", "hdu", "art", "ivf"}


def sec_initials(ctx, role="sec"):
    for _ in range(30):
        p = ctx.staff(role)
        v = p.initials(False)
        if v.text.lower() not in STOP_INITIALS:
            return v.lower()
    return v.lower()


def doc_initials(p):
    v = p.initials(False)
    return v
