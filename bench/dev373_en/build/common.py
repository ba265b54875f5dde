"""Shared blocks for dev373_en genres: headers, patient blocks, signatures, audit lines."""


def hdr(n, title):
    r = n.r
    k = r.randrange(5)
    if k == 0:
        n.w("{hosp}\n<<Nutrition Support Team|Gastroenterology - Nutrition|Enteral Feeding Service|Department of Gastroenterology>>\n")
        n.w("{street:h}, {city}" + (" {zip:h}" if n.c != "IE" else "") + "\nTel {ph:dept}  Fax {fax:dept}\n\n")
        n.w(title.upper() + "\n")
    elif k == 1:
        n.w("=== " + title + " ===\n{hosp} | <<Endoscopy Unit|Nutrition Support Team|Medical Day Unit|Interventional Radiology>>\n\n")
    elif k == 2:
        n.w(title.upper() + "\n" + "-" * len(title) + "\nSite: {hosp}  (<<Level 2, |Ground floor, |>>{bldg})\n\n")
    elif k == 3:
        n.w("{hosp,acr} " + title + "\n\n")
    else:
        n.w(title + "\n<<Printed|Generated|Exported>> {d:0} <<09:14|13:02|16:47|11:30>> from <<EPR|eMR|the clinical portal|TrakCare|the nutrition database>>\n\n")


def street_h(n):
    return n.street("h")


def demo(n, k=None):
    """Patient demographic block in one of several formats."""
    r, c = n.r, n.c
    if k is None:
        k = r.randrange(6)
    if k == 0:
        n.w("Name: {pt:LF}\nDOB: {dob}   Age: {age}   Sex: {sex}\n")
        ids(n)
        n.w("Address: {addr:line}\n")
        if r.random() < 0.7:
            n.w("{gp_t}: {gp:dr}, {gpp}<<, tel |  Ph: | - >>{ph:gp}\n")
    elif k == 1:
        n.w("Patient: {pt:full}  ({age}{sex})   DOB {dob}\n")
        ids(n, inline=True)
        n.w("\n")
    elif k == 2:
        n.w("[ {pt:Lf} | {dob} | {mrn} ]\n")
        if r.random() < 0.5:
            n.w("Ward: {ward}  Bed {bed}\n")
    elif k == 3:
        n.w("PATIENT DETAILS\n  Surname: {pt:l}\n  Forename(s): {pt:f}\n  Date of birth: {dob}\n")
        ids(n, pre="  ")
        n.w("  Address:\n")
        for line in addr_lines(n):
            n.b.t("    ")
            n.emit_pieces(line)
            n.b.t("\n")
        n.w("  Phone: {ph:mhome}\n")
    elif k == 4:
        n.w("Pt: {pt:il}, <<{age} y/o {sex}|{age}{sex}|aged {age}>>, {mrnlab} {mrn}\n")
    else:
        n.w("RE: {pt:tfl}<<, {age} years| (age {age})|>>, DOB {dob}, {street}, {city}\n")
        ids(n, inline=True)
        n.w("\n")
    if c == "US" and r.random() < 0.55:
        n.w("Insurance: {ins}  Member ID: {hp}  Group: {grp}\n")
    elif c == "AU" and r.random() < 0.5:
        n.w("Medicare: {hp}<<| (ref 1)| IRN 2>>\n")
    elif c == "CA" and r.random() < 0.5:
        n.w("{hclab}: {hp}\n")
    elif c == "IE" and r.random() < 0.35:
        n.w("Medical card no: {hp}\n")


def addr_lines(n):
    """Split the multi-line address into lines of pieces (offsets are still recorded on emission)."""
    out = []
    line = []
    for typ, s in n.ph_addr("ml"):
        if typ is None and "\n" in s:
            chunks = s.split("\n")
            if chunks[0]:
                line.append((None, chunks[0]))
            for ch in chunks[1:]:
                out.append(line)
                line = [(None, ch)] if ch else []
        else:
            line.append((typ, s))
    out.append(line)
    return out


def ids(n, inline=False, pre=""):
    r, c = n.r, n.c
    sep = "   " if inline else "\n" + pre
    parts = []
    if c in ("UK", "AU", "IE") and r.random() < 0.75:
        parts.append("{natlab}: {natid}")
    parts.append("{mrnlab}: {mrn}")
    if c in ("US", "CA", "IE") and r.random() < 0.25:
        parts.append({"US": "SSN", "CA": "SIN", "IE": "PPSN"}[c] + ": {ssn}")
    if r.random() < 0.3:
        parts.append(r.choice(["Encounter", "Episode", "Visit", "Acct", "FIN"]) + ": {acct}")
    n.w(pre + sep.join(parts) + ("\n" if not inline else ""))


def sign(n, role, when=0):
    r = n.r
    k = r.randrange(5)
    if k == 0:
        n.w("\nSigned: {%s:sig}\n{liclab:%s} {lic:%s}\nDate: {d:%d}  Time: <<14:20|09:55|17:05|11:48>>\n" % (role, role, role, when))
    elif k == 1:
        n.w("\n-- {%s:full}<<, | >>%s<<, ext | x| bleep >>{bleep}\n" % (role, {"nns": "NNS", "diet": "Dietitian", "endo": "Consultant", "cn": "DN", "hcn": "Homecare RN"}.get(role, "")))
    elif k == 2:
        n.w("\nElectronically signed by {%s:sig} on {d:%d} <<10:02|15:31|18:40>>\n" % (role, when))
    elif k == 3:
        n.w("\n{%s:full} ({liclab:%s} {lic:%s})\n{email:%s}\n" % (role, role, role, role))
    else:
        n.w("\nSigned {%s:i} / {%s:full}  {d:%d}\n" % (role, role, when))


def audit(n, role, when=0, p_ip=0.25):
    r = n.r
    if r.random() < 0.6:
        n.w("\n<<Last edited by|Entered by|Author|Created by>>: {%s:full} (user {user:%s}) {d:%d} <<08:51|12:16|15:07|19:33>>" % (role, role, when))
        if r.random() < p_ip * 2:
            n.w(" <<from|@ workstation|ws>> {ip}")
        n.w("\n")
    elif r.random() < 0.5:
        n.w("\n[audit] user={user:%s} action=<<SIGN|SAVE|AMEND>> ts={d:%d,iso}T<<10:14|16:02|07:45>>:00" % (role, when))
        if r.random() < p_ip * 3:
            n.w(" src={ip}")
        n.w("\n")


def copies(n):
    r = n.r
    n.w("\ncc: {gp:dr}, {gpp}" + ("" if r.random() < 0.5 else " (fax {fax:gp})") + "\n")
    if r.random() < 0.5:
        n.w("    {pt:tfl} (patient)\n")
    if r.random() < 0.4:
        n.w("    {cn:full}, <<community nursing team|district nursing|home care nursing>>\n")
