"""Shared note blocks: letterheads, patient labels, signatures, footers."""
import clinical


def letterhead(n, c, title, service="Neurorehabilitation Service"):
    r = c.rng.randrange(5)
    if r == 0:
        n.line("{hosp}")
        n.line("{ward} | " + service)
        n.line("{hosp_addr}")
        n.line("Tel: {unit_phone}   Fax: {unit_fax}")
        n.line("")
        n.line(title.upper())
    elif r == 1:
        n.line("{hosp_up}")
        n.line(service + " - {ward}")
        n.line("")
        n.line(title)
        n.line("=" * len(title))
    elif r == 2:
        n.line("{hosp} - " + service)
        n.line("{hosp_addr}")
        n.line("Ph {unit_phone} | Fax {unit_fax} | {unit_email}")
        n.line("")
        n.line("*** " + title.upper() + " ***")
    elif r == 3:
        n.line(title.upper())
        n.line("{hosp}, {ward}")
    else:
        n.line("[{hosp}]  " + title)
        n.line("Unit: {ward}   Direct line {unit_phone2}")
    n.line("")


def id_block(n, c, extra_ssn=False, plan=False, acct=False, addr=True, gp=False, bed=True):
    r = c.rng.randrange(4)
    cc = c.cc
    if r == 0:
        n.line("Patient: {pt_rev}    DOB: {dob}    Age: {age}    Sex: {sex}")
        n.line("MRN: {mrn}    {natid_label}: {natid}")
    elif r == 1:
        n.line("Name: {pt_full}")
        n.line("D.O.B.: {dob} ({age} yrs)")
        n.line("Hospital no.: {mrn}")
        n.line("{natid_label}: {natid}")
    elif r == 2:
        n.line("PATIENT LABEL: {pt_up} | {dob} | {mrn} | {natid}")
        n.line("Age {age}, {sexw}")
    else:
        n.line("Pt name      {pt_rev}")
        n.line("DOB          {dob}")
        n.line("Age          {age}")
        n.line("URN/MRN      {mrn}")
        n.line("{natid_label}      {natid}")
    if c["nick_line"] and c.rng.random() < 0.6:
        n.line("{nick_line}")
    if c.rng.random() < 0.04:
        n.line(c.rng.choice(["Wristband biometric ID", "Fingerprint enrolment ID", "Biometric ref"]) + ": {bioid}")
    if extra_ssn and c["ssn"] is not None:
        n.line("{ssn_label}: {ssn}")
    if plan:
        lab = {"US": "Insurance ID", "UK": "Private policy no.", "AU": "Health fund member no.",
               "CA": "Extended health policy", "IE": "Health insurance member no.", "NZ": "Health insurer member no."}[cc]
        n.line(lab + ": {plan}")
    if acct:
        n.line(c.rng.choice(["Encounter #", "Episode no.", "Acct", "Visit no."]) + ": {acct}")
    if addr:
        n.line("Address: {addr}")
    if gp:
        n.line(("PCP" if cc == "US" else "GP") + ": {gp_dr}, {gp_prac}")
    if bed:
        r2 = c.rng.randrange(3)
        if r2 == 0:
            n.line("Ward: {ward}   Bed: {bed}")
        elif r2 == 1:
            n.line("Location: {ward}, Room {room}")
        else:
            n.line("Ward/bay/bed: {ward} / {bay} / {bed}")
    n.line("")


def sign(n, c, key, when=None, lic=True, contact=True, esign=False):
    p = c[key + "_obj"]
    r = c.rng.randrange(4)
    if r == 0:
        n.line("")
        n.line("{%s_name}" % key + (", " + p.cred if p.cred else ""))
        n.line(p.role)
    elif r == 1:
        n.line("")
        n.line("Signed: {%s_full}   Designation: " % key + p.role)
    elif r == 2:
        n.line("")
        n.line("{%s_full}" % key + (" (" + p.cred + ")" if p.cred else ""))
        n.line(p.role + (", {ward}" if key not in ("drive", "voc", "gp") else ""))
    else:
        n.line("")
        n.line("-- {%s_name}, " % key + p.role)
    if lic and p.lic:
        n.line(p.lic_label + " {%s_lic}" % key)
    if contact:
        r3 = c.rng.randrange(3)
        if r3 == 0:
            n.line("Contact: {%s_email}" % key)
        elif r3 == 1:
            n.line(("Bleep" if c.cc in ("UK", "IE") else "Pager") + " {%s_bleep}" % key)
        else:
            n.line("Ext {%s_ext}" % key)
    if when is not None:
        n.line("Date: {w}", w=when)
    if esign:
        n.line("Electronically signed by {%s_user} on {w} %02d:%02d" % (key, c.rng.randint(7, 19), c.rng.randint(0, 59)),
               w=c.D(c.dates["note"]))


def footer(n, c, ip=False, docid=True):
    parts = []
    r = c.rng.random()
    if r < 0.12:
        n.line("")
        n.line("Continuation - pt {i} / {mrn} / page 2 of 2", i=c["pt_ini_dots"] if c.rng.random() < 0.5 else c["pt_ini"])
    elif r < 0.2:
        n.line("")
        n.line("[footer] {pt_up} * DOB {dob} * {mrn}")
    if docid and c.rng.random() < 0.7:
        n.line("")
        n.line("Document ID: {idnum}")
    if ip:
        n.line("Printed by {u} from workstation {ip} on {d}", u=c[c.rng.choice(["nurse", "reg", "ta"]) + "_user"],
               d=c.D(c.dates["note"]))
    return parts


def meds_list(n, c, k=None):
    meds = c.pr["meds"] if k is None else c.pr["meds"][:k]
    for m in meds:
        n.line("- " + m)


def hardneg(c):
    """One sentence naming a tool, guideline or public body (never PHI)."""
    rng = c.rng
    r = rng.randrange(6)
    if r == 0:
        return "Assessment tools used: %s; %s." % (rng.choice(clinical.TOOLS_COG), rng.choice(clinical.TOOLS_MOTOR))
    if r == 1:
        return "Plan is in line with the %s." % rng.choice(clinical.GUIDELINES[c.cc])
    if r == 2:
        return "%s also documented (%s)." % (rng.choice(clinical.TOOLS_ADL), rng.choice(["baseline", "interim", "repeat"]))
    if r == 3:
        return "Exam: %s." % rng.choice(clinical.EPONYM_SIGNS)
    if r == 4:
        return "Mood screen: %s completed with support." % rng.choice(clinical.TOOLS_MOOD)
    return "Equipment trialled: %s and %s." % (rng.choice(clinical.EQUIPMENT), rng.choice(clinical.EQUIPMENT))
