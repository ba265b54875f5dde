"""Shared blocks: tables, headers, signatures, lab/med/vitals sections."""
from phi import P, visible
import negs as N


def table(r, header, rows, fmt=None):
    fmt = fmt or r.choice(["pipe", "csv", "tab", "fixed"])
    if fmt == "pipe":
        out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
        out += ["| " + " | ".join(row) + " |" for row in rows]
        return "\n".join(out)
    if fmt == "csv":
        def q(x):
            return '"' + x + '"' if "," in visible(x) else x
        return "\n".join(",".join(q(x) for x in row) for row in [header] + rows)
    if fmt == "tab":
        return "\n".join("\t".join(row) for row in [header] + rows)
    widths = [max(len(visible(row[i])) for row in [header] + rows) + 2 for i in range(len(header))]
    out = []
    for row in [header] + rows:
        out.append("".join(x + " " * (w - len(visible(x))) for x, w in zip(row, widths)).rstrip())
    return "\n".join(out)


def header_block(c, extra=True):
    r = c.r
    R = c.R
    f = r.randint(0, 3)
    if f == 0:
        lines = [f"Patient: {c.ptn(r.choice(['full', 'caps', 'lastfirst', 'mid']))}",
                 f"DOB: {c.dob_s()} ({c.age_s(form=r.choice(['y', 'yF', 'slash']))})",
                 f"{R['mrn_label']}: {c.mrn()}"]
        if extra:
            lines.append(f"Address: {c.addr()}")
            lines.append(f"Ph: {c.tel(mobile=r.random() < 0.5)}")
        return "\n".join(lines)
    if f == 1:
        s = f"NAME: {c.ptn(r.choice(['caps', 'lastfirst']))} | DOB {c.dob_s()} | {R['mrn_label']} {c.mrn()}"
        if extra:
            s += f" | {R['hp_label']} {c.hp()}"
        return s
    if f == 2:
        rows = [["Name", c.ptn("full")], ["D.O.B.", c.dob_s()], [R["mrn_label"], c.mrn()]]
        if extra:
            rows += [["Address", c.addr()], ["Contact", c.tel(mobile=True)], [R["hp_label"], c.hp()]]
        return table(r, ["Field", "Value"], rows, r.choice(["pipe", "fixed", "tab"]))
    s = f"Re: {c.ptn(r.choice(['title', 'full', 'mid']))}, DOB {c.dob_s()}, {R['mrn_label']} {c.mrn()}"
    if extra:
        s += f"\n{c.addr()}"
    return s


def sig_block(c, i=0, cc=True, user=True):
    r = c.r
    lines = []
    lines.append(r.choice(["Yours sincerely,", "Kind regards,", "Regards", "Signed:", "--", ""]))
    lines.append(c.doc(i, form="full_cred"))
    lines.append(r.choice(["Consultant Physician", "General Practitioner", "Registrar", "Clinical Nurse Specialist",
                           "Consultant Psychiatrist", "Senior Physiotherapist", "Occupational Therapist",
                           "Emergency Physician", "Social Worker", "Orthopaedic Surgeon"]))
    lines.append(c.hosp(r.choice([c.hospital, c.clinic])))
    contact = [f"Ph {c.tel(ext=r.random() < 0.5)}"]
    if r.random() < 0.6:
        contact.append(f"Fax {c.tel(typ='FAX')}")
    if r.random() < 0.5:
        contact.append(f"pager {c.pager()}")
    lines.append(" | ".join(contact))
    if r.random() < 0.5:
        lines.append(f"Email: {P('EMAIL', c.email(c.staff[i]))}")
    if r.random() < 0.4:
        lines.append(f"Reg. no. {c.license()}")
    if user and r.random() < 0.6:
        lines.append(f"Electronically signed by {c.user(c.staff[i])} on {c.date(c.day(r.randint(0, 3)))} {N.clock(r)}")
    if cc and r.random() < 0.7:
        ccs = [f"{c.doc(1, form=r.choice(['dr', 'drfull']))}, {c.hosp(c.clinic)}"]
        if r.random() < 0.5:
            ccs.append(f"{c.ptn('title')} (patient)")
        if r.random() < 0.3:
            ccs.append(f"{c.doc(2, form='drfull')}, {c.city_s()}")
        lines.append("cc: " + "; ".join(ccs))
    return "\n".join(x for x in lines if x != "")


def labs_block(c, n=None, fmt=None):
    r = c.r
    n = n or r.randint(4, 9)
    items = N.lab_items(r, n)
    if r.random() < 0.35:
        return "Bloods: " + N.lab_inline(r, n)
    rows = []
    for name, vs, unit in items:
        rows.append([name, vs, unit or "-", N.REF.get(name, "-")])
    t = table(r, ["Test", "Result", "Units", "Ref range"], rows, fmt)
    return "Results (" + c.date(c.day(r.randint(-2, 1))) + f" {N.clock(r)}):\n" + t


def meds_block(c, n=None):
    r = c.r
    n = n or r.randint(3, 7)
    style = r.randint(0, 2)
    meds = [N.med(r) for _ in range(n)]
    if style == 0:
        return "Medications:\n" + "\n".join(f"- {m}" for m in meds)
    if style == 1:
        return "Meds: " + "; ".join(meds)
    return "Current medications:\n" + "\n".join(f"{i + 1}. {m}" for i, m in enumerate(meds))


def dx_block(c, n=None):
    r = c.r
    n = n or r.randint(1, 3)
    seen = r.sample(N.ICD, n)
    return "\n".join(f"{code} {desc}" for code, desc in seen)


def neg_sentence(c):
    r = c.r
    k = r.randint(0, 5)
    if k == 0:
        return N.ordinary(r)
    if k == 1:
        return f"{N.eponym(r)}."
    if k == 2:
        return f"{N.score(r)}, {N.score(r)}."
    if k == 3:
        return f"Reviewed at {N.clock(r)}; {N.vitals(r)}."
    if k == 4:
        return f"Crisis line {r.choice(c.R['public'])} provided."
    return f"Given {N.med(r)} at {N.clock(r)}."
