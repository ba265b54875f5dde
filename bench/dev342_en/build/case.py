"""A case = one child's day-case episode with everyone and everything around
it; plus fragment helpers shared by the genre modules."""
import datetime as dt

import pools as P
import clinical as C
import world as W
from nb import rng, ch, chance, wch, digits, sample


class Staff(W.Person):
    pass


ROLE_TITLE_UK = {"surgeon": None, "anaes": "Consultant Anaesthetist", "reg": "Specialty Registrar",
                 "nurse": "Staff Nurse", "pac": "Pre-assessment Nurse", "rec": "Recovery Nurse",
                 "odp": "ODP", "play": "Play Specialist", "clerk": "Ward Clerk", "gp": "GP",
                 "dentist": "General Dental Practitioner", "scrub": "Scrub Nurse", "cns": "Clinical Nurse Specialist"}
ROLE_TITLE_US = {"surgeon": None, "anaes": "Attending Anesthesiologist", "reg": "Resident",
                 "nurse": "RN", "pac": "Pre-Admission Testing RN", "rec": "PACU RN", "odp": "CRNA",
                 "play": "Child Life Specialist", "clerk": "Unit Clerk", "gp": "Pediatrician",
                 "dentist": "Family Dentist", "scrub": "Surgical Tech", "cns": "Nurse Practitioner"}


def make_staff(c, role, sp=None, used=None):
    s = W.make_person(c, adult=True)
    for _ in range(20):
        if used is None or s.last not in used:
            break
        s = W.make_person(c, adult=True)
    if used is not None:
        used.add(s.last)
    st = Staff(s.first, s.last, s.sex, s.mid)
    st.role = role
    st.doc = role in ("surgeon", "anaes", "reg", "gp", "dentist")
    na = c in W.NORTH_AM
    if role == "surgeon":
        st.title = C.SPEC_TITLE[sp][1 if na else 0]
    else:
        st.title = (ROLE_TITLE_US if na else ROLE_TITLE_UK)[role]
    if role == "reg" and not na:
        st.title = ch(["Specialty Registrar", "ST4", "ST6", "Clinical Fellow", "CT2"])
    st.cred = ""
    if st.doc:
        st.cred = ch(["MD", "MD", "DO"]) if c == "US" else ch(["FRCS", "FRCA", "MRCS", "FRACS", "FANZCA", ""]) \
            if role in ("surgeon", "anaes") else ""
        if sp == "Dental" and role == "surgeon":
            st.cred = "DDS" if na else ch(["BDS", "BDS MFDS", "BDentSc"])
    elif role in ("nurse", "pac", "rec", "cns", "scrub"):
        st.cred = "RN" if chance(0.6) else ""
    st.lic = W.licence(c, role if not (role == "surgeon" and sp == "Dental") else "dentist")
    st.user = W.username(st)
    st.bleep = W.bleep()
    st.honor = "Dr" if st.doc else ""
    if st.doc and not na and role == "surgeon" and sp != "Dental" and chance(0.4):
        st.honor = "Mr" if st.sex == "M" else ch(["Ms", "Miss", "Mrs"])
    if c == "US" and st.doc:
        st.honor = "Dr."
    return st


def hosp_name(c):
    if chance(0.15) and c in ("UK", "IE", "AU", "NZ"):
        return "St %s's %s" % (ch(P.SAINT), ch(["Hospital", "Children's Hospital", "University Hospital"]))
    return ch(P.HOSP_PATTERN[c]).format(s=ch(P.HOSP_STEM))


class Case:
    pass


def make_case(c, proc=None, op=None):
    k = Case()
    k.c = c
    k.na = c in W.NORTH_AM
    k.us = c == "US"
    k.proc = proc or ch(C.PROCS)
    p = k.proc
    sex = p["sex"] or ch("FM")
    origin = W.pick_origin(c)
    k.pt = W.make_person(c, sex=sex, origin=origin)
    k.pt.nick = None
    if chance(0.12):
        k.pt.nick = ch(["Bella", "Kiki", "Bubba", "Jojo", "Mo", "Ted", "Lulu", "Dee", "Bobby", "Tilly", "Benji", "Sunny"])
    k.age_m = rng.randint(p["lo"], p["hi"])
    k.op = op or W.rand_surgery_date()
    k.dob = W.add_days(k.op, -(k.age_m * 30 + rng.randint(0, 29)))
    days = (k.op - k.dob).days
    k.age_y = 0
    while True:
        try:
            bd = k.dob.replace(year=k.dob.year + k.age_y + 1)
        except ValueError:
            bd = dt.date(k.dob.year + k.age_y + 1, 3, 1)
        if bd <= k.op:
            k.age_y += 1
        else:
            break
    k.age_mo = (k.op.year - k.dob.year) * 12 + k.op.month - k.dob.month - (1 if k.op.day < k.dob.day else 0)
    k.age_rem = k.age_mo - 12 * k.age_y
    k.days = days
    k.side = ch(["left", "right", "bilateral"]) if p["side"] else ""
    if p["k"] in ("fb", "cau", "nail", "ln", "can") and k.side == "bilateral":
        k.side = ch(["left", "right"])
    # family
    k.carers = []
    n = 1 if chance(0.35) else 2
    rels = wch([(("Mum", "Dad"), 60), (("Mother", "Father"), 15), (("Mum", "Stepdad"), 6), (("Mum", "Grandmother"), 6),
                (("Dad", "Partner"), 4), (("Foster carer", "Social worker"), 3), (("Mum", "Mum"), 3), (("Gran", "Grandad"), 3)])
    for i in range(n):
        rel = rels[i]
        fsex = "F" if rel in ("Mum", "Mother", "Grandmother", "Gran") else "M" if rel in ("Dad", "Father", "Stepdad", "Grandad") else ch("FM")
        last = k.pt.last if (chance(0.7) and rel not in ("Foster carer", "Social worker", "Stepdad", "Partner")) else None
        f = W.make_person(c, sex=fsex, last=last, adult=True, origin=origin if chance(0.8) else None)
        f.rel = rel
        f.mob = W.phone(c, "mobile")
        f.job = ch(P.PARENT_JOBS) if rel not in ("Social worker",) else None
        f.email = W.email(f)
        f.age = rng.randint(22, 48) if rel not in ("Gran", "Grandad", "Grandmother") else rng.randint(52, 74)
        k.carers.append(f)
    k.m = k.carers[0]
    k.home = W.phone(c, "land")
    k.addr = W.make_addr(c)
    k.sibs = []
    for _ in range(rng.randint(0, 2)):
        s = W.make_person(c, last=k.pt.last, origin=origin)
        if s.first != k.pt.first and all(s.first != x.first for x in k.sibs):
            k.sibs.append(s)
    for s in k.sibs:
        s.age = rng.randint(1, 17)
    # places and staff
    k.hosp = hosp_name(c)
    k.ward = "%s %s" % (ch(P.WARD), ch(P.WARD_SUFFIX))
    k.unit_phone = W.phone(c, "land")
    k.unit_fax = W.phone(c, "land")
    used = set([k.pt.last] + [f.last for f in k.carers])
    k.surg = make_staff(c, "surgeon", p["sp"], used)
    k.anaes = make_staff(c, "anaes", None, used)
    k.reg = make_staff(c, "reg", None, used)
    k.pac = make_staff(c, "pac", None, used)
    k.rec = make_staff(c, "rec", None, used)
    k.nurse = make_staff(c, "nurse", None, used)
    k.odp = make_staff(c, "odp", None, used)
    k.scrub = make_staff(c, "scrub", None, used)
    k.play = make_staff(c, "play", None, used)
    k.clerk = make_staff(c, "clerk", None, used)
    k.gp = make_staff(c, "dentist" if p["sp"] == "Dental" and chance(0.5) else "gp", None, used)
    k.used = used
    k.practice = ch(P.DENTAL if k.gp.role == "dentist" else P.PRACTICE[c]).format(s=ch(P.PRACTICE_STEM))
    k.gp_addr = W.make_addr(c, like=k.addr)
    k.gp_phone = W.phone(c, "land")
    k.gp_fax = W.phone(c, "land")
    small = ("Nursery", "Kindergarten", "Creche", "Daycare", "Early Learning", "Childcare", "Montessori")
    pats = [x for x in P.SCHOOL[c] if any(w in x for w in small) == (k.age_m < 60)] or P.SCHOOL[c]
    k.school = ch(pats).format(s=ch(P.SCHOOL_STEM))
    # identifiers
    k.mrn = W.mrn(c)
    k.nat = W.national(c)
    k.ins = None
    if c in P.INSURER and (c in ("US", "ZA") or chance(0.3 if c in ("AU", "IE") else 0.1)):
        k.ins = (ch(P.INSURER[c]), W.healthplan(c), "G" + digits(5) if chance(0.5) else None)
    k.acct = W.account(c)
    k.book = W.idnum("booking")
    # dates
    k.ref = W.add_days(k.op, -rng.randint(40, 300))
    k.pre = W.next_weekday(k.op, -rng.randint(7, 35))
    k.fu = W.next_weekday(k.op, 1)
    k.clinic = W.add_days(k.op, rng.randint(28, 90))
    # clinical
    k.pmh, k.meds = ch(C.COMORB)
    k.allergy = ch(C.ALLERGY)
    yrs = k.age_m / 12.0
    base = 3.5 + 0.5 * k.age_m if k.age_m < 12 else (2 * yrs + 8 if k.age_m < 72 else 3 * yrs + 7)
    k.wt = round(max(3.5, base * rng.uniform(0.85, 1.2)), 1)
    k.ht = int(50 + k.age_m * (1.6 if k.age_m < 24 else 0.55) + rng.randint(-4, 6))
    k.asa = ch(["1", "1", "1", "2", "2", "3"]) if k.pmh not in ("nil", "nil of note", "well child, no PMH") else "1"
    k.time_in = W.hhmm(7, 14)
    k.device = None
    if "insulin pump" in k.pmh:
        k.device = C.DEVICES_PT[rng.randint(0, 1)]
    elif p.get("device") == "port":
        k.device = C.DEVICES_PT[6]
    elif p.get("device") == "button" or "gastrostomy" in k.pmh:
        k.device = C.DEVICES_PT[4]
    elif chance(0.08):
        k.device = C.DEVICES_PT[rng.randint(2, 3)]
    k.dev_sn = W.device_sn()
    k.bed = ch(["Bay %d" % rng.randint(1, 6), "Bed %d" % rng.randint(1, 18), "Trolley %d" % rng.randint(1, 12),
                "Cubicle %d" % rng.randint(1, 8), "Room %d%s" % (rng.randint(1, 30), ch(["", "A", "B"]))])
    return k


# ------------------------------------------------------------ fragments
def past(k, lo, hi, ref=None):
    """A date lo..hi days before ref (default: op date) but after the birth."""
    ref = ref or k.op
    span = max(1, min(hi, (ref - k.dob).days - 30))
    return W.add_days(ref, -rng.randint(min(lo, span), span))


def bed_frag(k):
    lab, num = k.bed.rsplit(" ", 1)
    return [lab + " ", (num, "LOCATION_OTHER")]


def pname(k, style=None):
    p = k.pt
    style = style or ch(["full", "full", "lf", "LF", "first", "fml"])
    if style == "full":
        return [(p.full(), "PATIENT")]
    if style == "fml":
        return [(p.fml(), "PATIENT")]
    if style == "lf":
        return [(p.lf(), "PATIENT")]
    if style == "LF":
        return [(p.lf(True), "PATIENT")]
    if style == "first":
        return [(p.first, "PATIENT")]
    if style == "init":
        return [(p.init(), "PATIENT")]
    if style == "last":
        return [(p.last, "PATIENT")]
    if style == "fi":
        return [(p.fi(), "PATIENT")]
    raise ValueError(style)


def pfirst(k):
    """First name or nickname reference in narrative."""
    if k.pt.nick and chance(0.3):
        return [(k.pt.nick, "PATIENT")]
    return [(k.pt.first, "PATIENT")]


def he(k, cap=False):
    s = "he" if k.pt.sex == "M" else "she"
    return s.capitalize() if cap else s


def his(k, cap=False):
    s = "his" if k.pt.sex == "M" else "her"
    return s.capitalize() if cap else s


def sex_word(k):
    return ch(["M", "Male"]) if k.pt.sex == "M" else ch(["F", "Female"])


def age_frags(k, style=None):
    """Age of the patient with the number(s) annotated and the units outside."""
    y, m, mo = k.age_y, k.age_rem, k.age_mo
    if mo < 24:
        style = style or ch(["mo", "mo12", "monthsold", "mo"])
        if style in ("mo12",) and mo < 12:
            return [("%d/12" % mo, "AGE")]
        if style == "monthsold":
            return [(str(mo), "AGE"), "-month-old"]
        if style == "mo12" or mo == 1:
            return [(str(mo), "AGE"), ch([" months", " mo", "m"]) if mo != 1 else " month"]
        return [(str(mo), "AGE"), ch([" months", " mo", "m", " months old"])]
    style = style or ch(["y", "yo", "yrs", "ym", "aged"])
    if style == "ym" and m:
        return [(str(y), "AGE"), ch(["y ", " yrs "]), (str(m), "AGE"), ch(["m", " mth"]) if m == 1 else ch(["m", " mths", " months"])]
    if style == "yo" and k.na:
        return [(str(y), "AGE"), ch([" yo", "yo", " y/o"])]
    if style == "yearold":
        return [(str(y), "AGE"), "-year-old"]
    if style == "yrs":
        return [(str(y), "AGE"), ch([" yrs", " years", " yr"])]
    return [(str(y), "AGE"), ch(["y", " y", " years"])]


def date(k, d, style=None):
    return [(W.fmt_date(d, k.c, style), "DATE")]


def staff_name(s, style=None):
    style = style or ch(["hon_last", "full", "full", "hon_full", "fi", "hon_last"])
    hon = s.honor
    if style == "hon_last":
        if hon:
            return [hon + " ", (s.last, "DOCTOR")]
        return [(s.full(), "DOCTOR")]
    if style == "hon_full" and hon:
        return [hon + " ", (s.full(), "DOCTOR")]
    if style == "fi":
        return [(hon + " " if hon else ""), (s.fi(), "DOCTOR")]
    if style == "first":
        return [(s.first, "DOCTOR")]
    if style == "init":
        return [(s.ini2(), "DOCTOR")]
    if style == "cred":
        return [(hon + " " if hon and chance(0.5) else ""), (s.full(), "DOCTOR"), (", " + s.cred) if s.cred else ""]
    return [(s.full(), "DOCTOR")]


def sign(k, s, with_lic=True, with_title=True, with_bleep=False):
    out = staff_name(s, "cred")
    if with_title:
        out += ["\n" + s.title if s.title else ""]
    if with_lic:
        out += ["\n" if chance(0.6) else "  ", s.lic[0] + " ", (s.lic[1], "LICENSE")]
    if with_bleep:
        out += [ch(["  Bleep ", "\nBleep: ", "  pager ", "\nPager "]), (s.bleep, "PHONE")]
    return out


def carer_name(f, style=None):
    style = style or ch(["full", "full", "first", "title"])
    if style == "first":
        return [(f.first, "FAMILY")]
    if style == "title":
        t = "Mrs" if f.sex == "F" else "Mr"
        if f.sex == "F" and chance(0.3):
            t = ch(["Ms", "Miss"])
        return [t + " ", (f.last, "FAMILY")]
    return [(f.full(), "FAMILY")]


def rel_word(f, k):
    r = f.rel
    if r in ("Mum", "Mother") and k.us:
        return ch(["Mom", "Mother"])
    return r


def ids_block(k, sep="\n", national=True, acct=False):
    out = []
    out += [ch(["MRN: ", "Hosp No: ", "Hospital No. ", "URN: ", "MRN "]) if not k.na else ch(["MRN: ", "MRN #", "Med Rec #: "]),
            (k.mrn, "MRN")]
    if k.c == "NZ":
        out[-2] = "NHI: "
    if national and k.nat:
        lab, val, typ = k.nat
        out += [sep, lab + ": ", (val, typ)]
    if acct:
        out += [sep, ch(["Encounter: ", "Visit No: ", "Acct #: ", "Episode: ", "FIN: "]), (k.acct, "ACCOUNT")]
    return out


def ins_frags(k, sep="\n"):
    if not k.ins:
        return []
    name, mem, grp = k.ins
    lab = {"US": ["Insurance: ", "Payer: ", "Primary ins: "], "ZA": ["Medical aid: ", "Scheme: "],
           "AU": ["Health fund: ", "Fund: "]}.get(k.c, ["Insurer: ", "Private insurer: "])
    out = [ch(lab), (name, "ORGANIZATION"), sep,
           ch(["Member ID: ", "Membership no: ", "Policy #: ", "Member no. "]), (mem, "HEALTHPLAN")]
    if grp:
        out += [sep, "Group: ", (grp, "HEALTHPLAN")]
    return out


def audit_footer(k, who, lower_ok=True):
    out = ["\n", ch(["Printed", "Generated", "Last saved", "Entered", "Record locked"]), " by ",
           (who.user, "USERNAME")]
    if chance(0.6):
        out += [ch([" on ", " @ ", " from workstation "]), (W.ip(), "IPADDR")]
    out += [" ", (W.fmt_date(k.op if chance(0.6) else k.fu, k.c, "num"), "DATE"), " ", W.hhmm(7, 19)]
    return out


def proc_name(k):
    n = k.proc["us"] if k.na else k.proc["n"]
    if k.side and k.side != "bilateral" and not n.startswith("bilateral"):
        n = "%s %s" % (k.side, n) if chance(0.5) else "%s (%s)" % (n, {"left": "L", "right": "R"}[k.side])
    elif k.side == "bilateral" and "bilateral" not in n:
        n = "bilateral " + n
    return n


def anaesthetic_word(k):
    return "anesthetic" if k.na else "anaesthetic"


def sp_word(k, sp=None):
    sp = sp or k.proc["sp"]
    if k.na:
        return {"ENT": "Pediatric ENT", "Urology": "Pediatric Urology", "General": "Pediatric Surgery",
                "Dental": "Pediatric Dentistry"}[sp]
    return {"ENT": "Paediatric ENT", "Urology": "Paediatric Urology", "General": "Paediatric Surgery",
            "Dental": "Paediatric Dentistry"}[sp]


SHARED = ("hosp", "ward", "surg", "anaes", "reg", "pac", "rec", "nurse", "odp", "scrub", "play", "clerk",
          "unit_phone", "unit_fax")


UNIT_ONLY = ("hosp", "ward", "unit_phone", "unit_fax", "clerk", "nurse", "pac")


def session(c, n, sp=None, op=None, team=True):
    """n cases on one list: same date and unit (and team when team=True)."""
    procs = [p for p in C.PROCS if sp is None or p["sp"] == sp]
    base = make_case(c, ch(procs), op=op)
    out = [base]
    for _ in range(n - 1):
        k = make_case(c, ch(procs), op=base.op)
        for a in (SHARED if team else UNIT_ONLY):
            setattr(k, a, getattr(base, a))
        out.append(k)
    return out


def cap(s):
    return s[:1].upper() + s[1:]


def para(k):
    return "acetaminophen" if k.na else "paracetamol"
