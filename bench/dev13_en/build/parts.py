"""Reusable note components (headers, vitals, labs, meds, sign-offs)."""

import re

import clinical as C
import pools as P
from common import m, Hospital, num_words, _MARK


def plain(marked):
    return _MARK.sub(lambda mo: mo.group(2), marked)


def pad(marked, w):
    """Left-justify a marked string to visible width w."""
    return marked + " " * max(1, w - len(plain(marked)))


def art(marked):
    """'a' or 'an' for the (marked) phrase that follows."""
    s = plain(marked).lstrip()
    if not s:
        return "a"
    mo = re.match(r"(\d+)", s)
    if mo:
        n = int(mo.group(1))
        return "an" if (str(n).startswith("8") or n in (11, 18)) else "a"
    w = s.lower()
    if w.startswith(("uni", "use", "one", "eu")):
        return "a"
    if w.startswith(("hour", "honest")):
        return "an"
    if w.startswith(("it ", "it technician", "x-")):
        return "an"
    return "an" if w[0] in "aeiou" else "a"


def cap(s):
    """Capitalise first plain character (markers may lead the string)."""
    if s.startswith("\x01"):
        j = s.index("\x02") + 1
        return s[:j] + s[j].upper() + s[j + 1:]
    return s[:1].upper() + s[1:]


ROLE_TITLES = {
    "consultant": {"US": ["Attending Physician", "Hospitalist", "Attending"], "CA": ["Attending Physician", "Staff Physician"],
                   "IN": ["Consultant Physician", "Senior Consultant"],
                   "*": ["Consultant Physician", "Consultant", "Consultant Geriatrician", "Consultant Cardiologist"]},
    "registrar": {"US": ["Fellow", "Chief Resident"], "CA": ["Senior Resident"], "IN": ["Senior Resident", "DNB Resident"],
                  "*": ["Registrar", "Medical Registrar", "Specialty Registrar (ST5)", "Advanced Trainee"]},
    "resident": {"US": ["PGY-1", "PGY-2 Resident", "Intern"], "CA": ["PGY-1", "R2"], "IN": ["Junior Resident", "Intern", "Duty Medical Officer"],
                 "*": ["FY1", "Foundation Doctor", "SHO", "Resident Medical Officer", "House Officer", "Medical Officer", "Intern"]},
}


def role_title(ctx, role):
    t = ROLE_TITLES.get(role)
    if not t:
        return {"nurse": "Registered Nurse", "pharmacist": "Clinical Pharmacist", "gp": "General Practitioner",
                "surgeon": "Consultant Surgeon", "anaesthetist": "Anaesthetist", "radiologist": "Radiologist",
                "physio": "Physiotherapist", "ot": "Occupational Therapist", "sw": "Social Worker",
                "dietitian": "Dietitian", "np": "Nurse Practitioner", "coordinator": "Clinical Nurse Specialist",
                "psych": "Consultant Psychiatrist", "oncologist": "Medical Oncologist",
                "pathologist": "Histopathologist"}.get(role, role)
    return ctx.pick(t.get(ctx.loc, t["*"]))


def ward_ref(ctx, with_bed=True):
    """Ward/room/bed reference; named wards are HOSPITAL, numbers LOCATION_OTHER."""
    r = ctx.r
    opts = []
    x = r.random()
    if x < 0.4:
        w = m("HOSPITAL", ctx.pick(P.WARD_GENERIC + P.WARD_LOCAL.get(ctx.loc, []) * 3))
    elif x < 0.75:
        w = "Ward " + m("LOCATION_OTHER", "%d%s" % (r.randint(1, 12), r.choice(["", "A", "B", "C", "N", "S"])))
    else:
        w = r.choice(["Rm ", "Room "]) + m("LOCATION_OTHER", "%d%s" % (r.randint(101, 899), r.choice(["", "", "A", "B"])))
    if not with_bed:
        return w
    y = r.random()
    if y < 0.5:
        b = r.choice(["Bed ", "bed ", "Bed "]) + m("LOCATION_OTHER", str(r.randint(1, 32)))
    elif y < 0.8:
        b = "Bay %s Bed %s" % (m("LOCATION_OTHER", str(r.randint(1, 8))), m("LOCATION_OTHER", str(r.randint(1, 6))))
    else:
        b = "Bed " + m("LOCATION_OTHER", "%d%s" % (r.randint(1, 40), r.choice("ABCD")))
    return "%s, %s" % (w, b)


def profession_phrase(ctx, prof=None, employer=True, age=None):
    """Occupation phrase that follows an age ('a 64-year-old <phrase>') - no article of its own."""
    r = ctx.r
    prof = prof or ctx.pick(P.PROFESSIONS)
    P_ = m("PROFESSION", prof)
    x = r.random()
    if age is not None and age < 55 and x < 0.3:
        x = 0.3 + r.random() * 0.7
    if age is not None and age >= 72:
        x = r.random() * 0.3 if r.random() < 0.8 else x
    if x < 0.3:
        return "retired " + P_
    if x < 0.55 and employer:
        return "%s %s %s" % (P_, r.choice(["at", "with", "employed by"]), m("ORGANIZATION", ctx.pick(P.EMPLOYERS[ctx.loc])))
    if x < 0.7:
        return "former " + P_
    if x < 0.8:
        return "part-time " + P_
    return P_


def temp(ctx, hi=False):
    r = ctx.r
    t = round(r.uniform(37.6, 39.4) if hi else r.uniform(36.1, 37.8), 1)
    if ctx.loc == "US" and r.random() < 0.5:
        return "%.1fF" % (t * 9 / 5 + 32)
    return "%.1f" % t


def vitals_line(ctx, sick=False):
    r = ctx.r
    hr = r.randint(88, 128) if sick else r.randint(58, 96)
    sbp = r.randint(92, 172)
    dbp = r.randint(48, min(105, sbp - 30))
    rr = r.randint(20, 30) if sick else r.randint(12, 20)
    sat = r.randint(86, 95) if sick else r.randint(93, 100)
    o2 = ctx.pick(C.VITAL_O2)
    sep = r.choice(["  ", ", ", " | "])
    parts = ["T %s" % temp(ctx, sick), "HR %d" % hr, "BP %d/%d" % (sbp, dbp), "RR %d" % rr, "SpO2 %d%% %s" % (sat, o2)]
    if r.random() < 0.4:
        parts.append("pain %s" % ctx.pick(C.PAIN))
    return sep.join(parts)


def lab_value(ctx, row):
    r = ctx.r
    name, unit, lo, hi, dec, cunit, factor = row
    conv = ctx.loc in ("US", "IN")
    if name == "BUN":
        if not conv:
            return None
        return ("BUN", "%d" % r.randint(7, 64), "mg/dL")
    if name == "Urea" and conv:
        return None
    if name == "HbA1c" and conv:
        return ("HbA1c", "%.1f" % r.uniform(5.4, 11.2), "%")
    v = r.uniform(lo, hi)
    if conv and factor not in (None, 1):
        v = v * factor
        unit = cunit
        dec = max(dec, 1) if v < 20 else 0
    elif conv and cunit:
        unit = cunit
    return (name, ("%." + str(dec) + "f") % v if dec else "%d" % round(v), unit)


def lab_rows(ctx, n_panels=2):
    r = ctx.r
    panels = [C.LABS_CHEM, C.LABS_HEME, C.LABS_LFT, C.LABS_OTHER]
    chosen = [C.LABS_CHEM, C.LABS_HEME] + r.sample(panels[2:], max(0, n_panels - 2))
    rows = []
    for pnl in chosen:
        k = len(pnl) if pnl is not C.LABS_OTHER else r.randint(2, 4)
        for row in (pnl if pnl is not C.LABS_OTHER else r.sample(pnl, k)):
            lv = lab_value(ctx, row)
            if lv:
                rows.append(row)
    return rows


def lab_table(ctx, dates, n_panels=3):
    """Lab panel table with one column per date (column headers are DATE spans)."""
    r = ctx.r
    rows = lab_rows(ctx, n_panels)
    style = r.choice(["partial", "partial", "wk", "num"])
    heads = [ctx.D(d, style) for d in dates]
    w = 22
    out = [("%-*s%s" % (w, "Lab", "  ".join(pad(h, 8) for h in heads))).rstrip()]
    for row in rows:
        vals, unit = [], ""
        for _ in dates:
            lv = lab_value(ctx, row)
            vals.append(lv[1])
            unit = lv[2]
        name = row[0] if row[0] != "Urea" or ctx.loc not in ("US", "IN") else "BUN"
        label = "%s (%s)" % (name, unit) if unit else name
        flags = [v + (r.choice(["H", "L", "*", ""]) if r.random() < 0.15 else "") for v in vals]
        out.append(("%-*s%s" % (w, label, "  ".join("%-8s" % f for f in flags))).rstrip())
    return "\n".join(out)


def lab_inline(ctx, k=6):
    rows = lab_rows(ctx, 3)
    ctx.r.shuffle(rows)
    bits = []
    for row in rows[:k]:
        lv = lab_value(ctx, row)
        bits.append("%s %s" % (lv[0], lv[1]))
    return ", ".join(bits)


def med_line(ctx, drug=None, us_sig=None):
    name, doses, route, fq, ind = drug or ctx.pick(C.DRUGS)
    return "%s %s %s %s" % (name, ctx.pick(doses), route, ctx.freq(fq))


def med_list(ctx, k):
    drugs = ctx.r.sample(C.DRUGS, k)
    return [med_line(ctx, d) for d in drugs], drugs


def letterhead(ctx, hosp, url=True, email=None):
    r = ctx.r
    L = [hosp.nm()]
    if r.random() < 0.5:
        L.append(ctx.addr_line(hosp.addr))
    else:
        L.append(ctx.addr_block(hosp.addr))
    tel = "Tel: %s" % m("PHONE", hosp.phone)
    if r.random() < 0.8:
        tel += r.choice(["   Fax: ", "  |  Fax ", "   F: "]) + m("FAX", hosp.fax)
    L.append(tel)
    extra = []
    if url and r.random() < 0.6:
        extra.append(m("URL", r.choice(["www.", "https://www.", "https://"]) + hosp.domain + r.choice(["", "/clinics", "/patients", "/contact-us"])))
    if email:
        extra.append(m("EMAIL", email))
    if extra:
        L.append("   ".join(extra))
    return "\n".join(L)


def patient_id_lines(ctx, p, fields=("name", "dob", "mrn"), name_form=None):
    """A 1-3 line identification header."""
    r = ctx.r
    bits = []
    nm = getattr(p, name_form or r.choice(["caps", "caps", "lastfirst", "full", "fullmid"]))()
    for f in fields:
        if f == "name":
            bits.append("%s %s" % (r.choice(["Patient:", "Name:", "Pt:", "PATIENT:"]), nm))
        elif f == "dob":
            bits.append("DOB: %s" % ctx.D(p.dob, r.choice(["num", "num", "dash", "abbr"])))
        elif f == "age":
            bits.append("Age: %s" % m("AGE", str(p.age)))
        elif f == "agesex":
            bits.append("Age/Sex: %s/%s" % (m("AGE", str(p.age)), p.sex))
        elif f == "mrn":
            lab, val = ctx.mrn()
            p.mrn_label, p.mrn_val = lab, val
            bits.append("%s: %s" % (lab, m("MRN", val)))
        elif f == "acct":
            lab, val = ctx.account()
            bits.append("%s: %s" % (lab, m("ACCOUNT", val)))
        elif f == "hp":
            lab, val = ctx.healthplan()
            bits.append("%s: %s" % (lab, m("HEALTHPLAN", val)))
        elif f == "ssn":
            lab, val = ctx.ssn(p)
            bits.append("%s: %s" % (lab, m("SSN", val)))
        elif f == "addr":
            bits.append("Address: %s" % ctx.addr_line(p.addr))
        elif f == "phone":
            bits.append("Ph: %s" % m("PHONE", p.home if r.random() < 0.5 else p.mobile))
        elif f == "sex":
            bits.append("Sex: %s" % r.choice([p.sex, {"F": "Female", "M": "Male"}[p.sex]]))
    sep = r.choice(["\n", "    ", " | "])
    return sep.join(bits)


def mrn_ref(ctx, p):
    if not hasattr(p, "mrn_val"):
        p.mrn_label, p.mrn_val = ctx.mrn()
    return "%s %s" % (p.mrn_label, m("MRN", p.mrn_val))


def esign(ctx, s, d, role=None, with_time=True):
    r = ctx.r
    when = ctx.D(d, r.choice(["num", "num", "iso", "dash", "abbr"]))
    if with_time:
        when += " " + ctx.tm()
    x = r.random()
    rt = role_title(ctx, s.role["name"]) if s.role else ""
    if x < 0.3:
        return "Electronically signed by %s on %s" % (s.with_cred(), when)
    if x < 0.5:
        return "%s\n%s\n%s" % (s.with_cred(), rt, "Signed %s" % when)
    if x < 0.65:
        return "Signed: %s (%s) %s" % (s.titled_full() if s.role.get("dr") else s.full(), rt, when)
    if x < 0.8:
        pg = r.choice(["Pager", "pgr", "Bleep", "Pg"])
        return "%s, %s  %s %s\n%s" % (s.full(), s.cred, pg, m("PHONE", s.pager), when)
    return "%s %s, %s -- %s" % (r.choice(["Authenticated by", "Verified by", "Signed by"]), s.full(), s.cred, when)


def cc_entry(ctx, s, site=None, with_addr=True):
    out = s.titled_full() if s.role and s.role.get("dr") else s.full()
    if site is not None:
        out += ", " + site.nm()
        if with_addr and ctx.chance(0.6):
            out += ", " + ctx.addr_line(site.addr)
    return out


def staff_legend(ctx, staff, cols=True):
    r = ctx.r
    lines = []
    for s in staff:
        ini = s.ini()
        if cols:
            lines.append("%s| %s | %s" % (pad(ini, 6), s.full(), s.cred or role_title(ctx, s.role["name"])))
        else:
            lines.append("%s = %s %s" % (ini, s.full(), s.cred or ""))
    return "\n".join(x.rstrip() for x in lines)
