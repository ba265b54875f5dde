"""Shared note fragments: demographic headers, signatures, PHI-bearing
social/context sentences."""
import places
import inst
from phi import P, fill
from content import vx


def pick(r, seq, k):
    """k items from seq, original order kept."""
    idx = sorted(r.sample(range(len(seq)), min(k, len(seq))))
    return [seq[i] for i in idx]


def shuffled(r, seq):
    seq = list(seq)
    r.shuffle(seq)
    return seq


def lab(label, typ, value, sep=": "):
    return [label, sep, P(typ, value)]


def name_any(p, r, formal_ok=True):
    forms = ["full", "full", "LF", "lf", "full_mid", "UP"]
    return getattr(p, r.choice(forms))()


def dob_item(c, style=None):
    return c.L.d(c.pt.dob, style or c.L.hstyle)


def age_years(c, p=None):
    r = c.r
    p = p or c.pt
    if p.age < 2:
        return [P("AGE", str(max(1, p.age_months))), r.choice([" months", " mo", "m"])]
    return [P("AGE", str(p.age)), r.choice(["", "y", " y", " yrs", " years", "Y"])]


def demographics(d, c, layout="lines", fields=("name", "dob", "age", "sex", "mrn"), label_case="title", sep="  "):
    """Write a patient demographic block."""
    r = c.r
    pt = c.pt
    items = []
    for f in fields:
        if f == "name":
            items.append(("Patient" if r.random() < 0.6 else "Name", name_any(pt, r)))
        elif f == "dob":
            items.append((r.choice(["DOB", "D.O.B.", "Date of birth", "DOB"]), dob_item(c)))
        elif f == "age":
            items.append(("Age", age_years(c)))
        elif f == "sex":
            items.append((r.choice(["Sex", "Gender"]), r.choice([pt.sex, c.sexword()])))
        elif f == "agesex":
            items.append(("Age/Sex", [P("AGE", str(pt.age)), "/", pt.sex]))
        elif f == "mrn":
            items.append((pt.mrn[0], P("MRN", pt.mrn[1])))
        elif f == "nh":
            items.append((pt.nh[0], P("HEALTHPLAN", pt.nh[1])))
        elif f == "ssn":
            items.append((pt.ssn[0], P("SSN", pt.ssn[1])))
        elif f == "addr":
            items.append(("Address", pt.addr.oneline()))
        elif f == "phone":
            items.append((r.choice(["Phone", "Tel", "Contact no", "Mobile" if not c.L.us_like else "Cell"]), P("PHONE", pt.mobile)))
        elif f == "home":
            items.append(("Home", P("PHONE", pt.home)))
        elif f == "email":
            items.append(("Email", P("EMAIL", pt.email)))
        elif isinstance(f, tuple):
            items.append(f)
    if label_case == "upper":
        items = [(k.upper(), v) for k, v in items]
    if layout == "lines":
        for k, v in items:
            d.ln(k, ": ", v)
    elif layout == "aligned":
        w = max(len(k) for k, _ in items) + 2
        for k, v in items:
            d.ln((k + ":").ljust(w), v)
    elif layout == "inline":
        for i, (k, v) in enumerate(items):
            if i:
                d.add(sep)
            d.add(k, ": ", v)
        d.add("\n")
    elif layout == "pipes":
        for i, (k, v) in enumerate(items):
            d.add("| " if i == 0 else " | ", k, ": ", v)
        d.add(" |\n")
    elif layout == "two":
        half = (len(items) + 1) // 2
        for row in (items[:half], items[half:]):
            for i, (k, v) in enumerate(row):
                if i:
                    d.add("    ")
                d.add(k, ": ", v)
            d.add("\n")
    return d


def staff_line(c, q, with_lic=False, role_title=None, style=None):
    """Signature line for a staff member."""
    r = c.r
    L = c.L
    s = style if style is not None else r.randrange(6)
    parts = []
    if s == 0:
        parts = q.with_cred(q.full())
    elif s == 1:
        parts = q.with_cred(q.full_mid(), sep=" ")
    elif s == 2:
        parts = ([q.dr(full=True)[0], q.full()] if q.cred_is_dr() else [q.full()]) + ([", " + q.cred] if q.cred else [])
    elif s == 3:
        parts = [q.i_f()] + ([" " + q.cred] if q.cred else [])
    elif s == 4:
        parts = [q.LF(mid=False)] + ([", " + q.cred] if q.cred else [])
    else:
        parts = q.with_cred(q.full())
    if role_title:
        parts += [", " + role_title]
    if with_lic:
        job = "pharmacist" if q.job == "pharmacist" else ("nurse" if q.job in ("nurse", "coordinator") else "physician")
        lbl, val = L.clin_licence(job)
        parts += [" (" + lbl + " ", P("LICENSE", val), ")"]
    return parts


def esign(d, c, q, date=None, role_title=None, with_lic=False):
    r = c.r
    date = date or c.today
    s = r.randrange(5)
    if s == 0:
        d.ln("Electronically signed by ", staff_line(c, q, with_lic, role_title, style=0), " on ", c.D(date), " at ", c.L.time(r.randrange(8, 20)))
    elif s == 1:
        d.ln(staff_line(c, q, with_lic, role_title))
        d.ln(c.D(date), " ", c.L.time(r.randrange(8, 20)))
    elif s == 2:
        d.ln("Signed: ", staff_line(c, q, with_lic, role_title), " ", c.DH(date))
    elif s == 3:
        d.ln("-- ", staff_line(c, q, with_lic, role_title, style=3))
    else:
        d.ln("Documented by: ", staff_line(c, q, with_lic, role_title), " | ", c.D(date), " ", c.L.time(r.randrange(8, 20)))


def gp_ref(c, gp, practice):
    r = c.r
    if r.random() < 0.5:
        return gp.dr(full=r.random() < 0.5) + [", ", P("HOSPITAL", practice)]
    return [P("HOSPITAL", practice), " (", gp.dr(full=True), ")"]


def landmark(c):
    r = c.r
    name, the = r.choice(places.LANDMARKS)
    return (["the "] if the else []) + [P("LOCATION_OTHER", name)]


def country(c):
    r = c.r
    name = r.choice(places.COUNTRIES)
    return (["the "] if name in places.THE_COUNTRIES else []) + [P("COUNTRY", name)]


def job_phrase(c, p=None, first_person=False):
    """'works as a welder at Acme Freight' style phrase (list) or None."""
    r = c.r
    p = p or c.pt
    if not getattr(p, "prof", None):
        return None
    prof = P("PROFESSION", p.prof)
    art = "an" if p.prof[0].lower() in "aeiou" else "a"
    emp = getattr(p, "employer", None)
    if getattr(p, "retired", False):
        return ["is a retired ", prof] if not first_person else ["i'm a retired ", prof]
    if first_person:
        if emp:
            return r.choice([["i work as ", art, " ", prof, " at ", P("ORGANIZATION", emp)],
                             ["i'm ", art, " ", prof, " at ", P("ORGANIZATION", emp)],
                             ["i work at ", P("ORGANIZATION", emp), " (", prof, ")"]])
        return ["i work as ", art, " ", prof]
    if emp:
        return r.choice([["works as ", art, " ", prof, " at ", P("ORGANIZATION", emp)],
                         ["is employed as ", art, " ", prof, " with ", P("ORGANIZATION", emp)],
                         ["is ", art, " ", prof, " at ", P("ORGANIZATION", emp)]])
    return r.choice([["works as ", art, " ", prof], ["is ", art, " ", prof], ["is a self-employed ", prof]])


def fam_mention(c, q, first_person=False):
    """Sentence fragment introducing a relative, e.g. "her daughter Beth Lowe"."""
    r = c.r
    if first_person:
        return ["my ", q.relation, " ", r.choice([q.g(), q.g(), q.full()])]
    pron = c.v["his"]
    return [pron + " " + q.relation + " ", r.choice([q.g(), q.full(), q.full()])]


def context_sentences(c, k=3, first_person=False, allow=None):
    """PHI-bearing background sentences (clinician voice unless first_person)."""
    r = c.r
    pt = c.pt
    v = c.v
    out = []
    kinds = ["family", "job", "travel", "onset", "prev", "pharmacy", "landmark", "school", "carer", "born"]
    if allow:
        kinds = [x for x in kinds if x in allow]
    r.shuffle(kinds)
    for kd in kinds:
        if len(out) >= k:
            break
        if kd == "family":
            q = c.relative()
            if first_person:
                out.append(r.choice([["my ", q.relation, " ", q.g(), " is here with me and can drive if needed."],
                                     [q.g(), " (my ", q.relation, ") can be reached on ", P("PHONE", q.phone), " if you can't get me."],
                                     ["my ", q.relation, " ", q.full(), " has been helping out since ", c.wd(c.days(-r.randint(1, 5))), "."]]))
            else:
                out.append(r.choice([[v["His"] + " " + q.relation + ", ", q.full(), ", is present and assisting."],
                                     ["Lives with " + v["his"] + " " + q.relation + " ", q.g(), " (", P("AGE", str(q.age)), ")."],
                                     ["Next of kin: ", q.full(), " (" + q.relation + "), ", P("PHONE", q.phone), "."],
                                     [q.relation.capitalize() + " ", q.g(), " " + r.choice(["called on " + v["his"] + " behalf.", "is staying with " + v["him"] + " this week.",
                                                                                            "will bring " + v["him"] + " in."])]]))
        elif kd == "job":
            jp = job_phrase(c, first_person=first_person)
            if jp is None:
                continue
            c._job_said = True
            if first_person:
                out.append(jp + [r.choice([" so i can't really take time off.", " and i'm on my feet all day.", ".", " - need to know if i should go in tomorrow."])])
            else:
                out.append([v["He"] + " "] + jp + [r.choice([".", "; currently off work.", "; works shifts.", "."])])
        elif kd == "travel":
            if r.random() < 0.5:
                dd = c.days(-r.randint(3, 30))
                out.append(["Returned from "] + country(c) + [" on ", c.D(dd), "."] if not first_person else
                           ["we only got back from "] + country(c) + [" on ", c.D(dd, c.L.short), "."])
            else:
                out.append(["Travelling to "] + country(c) + [" on ", c.D(c.days(r.randint(5, 40))), r.choice([" for a family wedding.", " - asks re travel vaccines.", "."])]
                           if not first_person else ["i'm flying to "] + country(c) + [" on ", c.wd(c.days(r.randint(3, 6))), ", will i be ok to fly?"])
        elif kd == "onset":
            dd = c.days(-r.randint(1, 6))
            out.append([r.choice(["Symptoms began ", "Onset ", "Started "]), r.choice([c.wd(dd), c.D(dd, c.L.short)]),
                        r.choice([" evening.", ".", " morning.", " after work." if 18 <= pt.age <= 66 else " night."])]
                       if not first_person else ["it started on ", c.wd(dd), r.choice([" night.", ".", " after dinner."])])
        elif kd == "prev":
            q = c.clin("gp")
            dd = c.days(-r.randint(7, 200))
            out.append(["Last seen by "] + q.dr(full=r.random() < 0.4) + [" on ", c.D(dd), r.choice([" for a medication review.", " with similar symptoms.", " - bloods normal at that time.", "."])]
                       if not first_person else ["i saw "] + q.dr() + [" back on ", c.D(dd, c.L.short), " about the same thing."])
        elif kd == "pharmacy":
            ph = inst.pharmacy(c.L)
            out.append(["Preferred pharmacy: ", P("HOSPITAL", ph), ", ", P("CITY", c.L.city_name()), "."]
                       if not first_person else ["please send it to ", P("HOSPITAL", ph), " on ", P("STREET", c.L.street_name()), "."])
        elif kd == "landmark":
            out.append(["Lives near "] + landmark(c) + ["; ", r.choice(["access via rear lane.", "ground-floor flat.", "key safe by door."])]
                       if not first_person else ["i live just behind "] + landmark(c) + [" if that helps."])
        elif kd == "school":
            if pt.age >= 18 or pt.age < 3:
                continue
            sc = inst.school(c.L)
            out.append(["Attends ", P("ORGANIZATION", sc), r.choice(["; off school since ", "; last at school "]), c.wd(c.days(-r.randint(1, 4))), "."]
                       if not first_person else [v["he"] + "'s missed school at ", P("ORGANIZATION", sc), " since ", c.wd(c.days(-r.randint(1, 4))), "."])
        elif kd == "carer":
            if pt.age < 65:
                continue
            ag = inst.care_agency(c.L)
            out.append(["Carers from ", P("ORGANIZATION", ag), " visit ", r.choice(["twice daily.", "three times a day.", "each morning."])])
        elif kd == "born":
            if first_person:
                continue
            yr = c.days(-r.randint(400, 9000))
            out.append(r.choice([["Born in "] + country(c) + ["; English is a second language."],
                                 ["Born in "] + country(c) + ["; moved here in ", c.D(yr, "year"), "."],
                                 ["Originally from "] + country(c) + ["."]]))
    return out


def print_banner(d, c, top=True):
    """EHR print header/footer: 'Printed by <user> on <date> <time>'."""
    r = c.r
    q = c.clin(r.choice(["clerk", "nurse", "gp"]))
    if r.random() < 0.5:
        d.ln("Printed by ", P("USERNAME", q.username()), " on ", c.DH(), " ", c.L.time(r.randrange(8, 21)), "    Page 1 of 1")
    else:
        d.ln(r.choice(["Printed: ", "Report printed "]), c.DH(), " ", c.L.time(r.randrange(8, 21)), " by ", q.full(), r.choice(["", " - CONFIDENTIAL"]))
