"""Shared header, registration, sign-off and audit blocks."""
import values as V
from marks import M


def cap(s):
    """Upper-case the first visible character without touching marker type names."""
    i = 0
    while i < len(s) and s[i] in "\x01":
        i = s.index("\x02", i) + 1
    return s[:i] + s[i:i + 1].upper() + s[i + 1:]


def an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def header(c, title, style=None, extra=()):
    r = c.r
    if style is None:
        style = r.choice(["form", "form", "banner", "minimal", "pipe", "stack"])
    att = c.S("attending")
    if style == "form":
        lines = [c.H(r.choice(["full", "upper", "full"])) + ("  -  " + c.hosp_loc() if r.random() < 0.3 else ""), title, ""]
        lines.append("Patient: %-28s %s" % (c.P(r.choice(["LF", "lf", "full", "fml"])), "MRN: " + c.ID("MRN")))
        lines.append("DOB: %s   Age: %s   Sex: %s" % (c.dob_s(), c.A("bare"), c.sex))
        lines.append("%s %s   %s %s" % (r.choice(["Acct:", "FIN:", "Encounter:", "Visit #:"]), c.ID("ACCOUNT"),
                                        r.choice(["Date of service:", "DOS:", "Admit date:", "Date:"]), c.D(None, "full")))
        if r.random() < 0.6:
            lines.append("Location: %s %s" % (c.WARD(), c.RM()))
        lines.append("%s %s" % (r.choice(["Attending:", "Attending physician:", "Provider:"]), c.N(att)))
        if c.loc == "UK" and r.random() < 0.5:
            lines.append("NHS No (home record): %s   Home GP: %s" % (M("MRN", V.nhs_number(r)), M("HOSPITAL", c.gp)))
        if r.random() < 0.4:
            pcp = c.S("pcp", "attending")
            lines.append("PCP: %s (%s)" % (c.N(pcp, r.choice(["dr_last", "full_cred"])), c.O()))
        lines.extend(extra)
        return "\n".join(lines) + "\n"
    if style == "banner":
        return "%s | %s | MRN %s | DOB %s | %s | %s | %s %s\n%s\n" % (
            c.H(r.choice(["acr", "upper"])), c.P("LF"), c.ID("MRN"), c.dob_s(), c.A(r.choice(["sexS", "sex", "yo"])),
            title, r.choice(["DOS", "Svc date", "Date"]), c.D(None, "full"), "\n".join(extra))
    if style == "pipe":
        return "%s || %s || %s || %s || Acct %s\n%s\n%s\n" % (
            title.upper(), c.P("LFc"), c.A(r.choice(["sexS", "YO", "yo"])), c.D(None, "numeric"), c.ID("ACCOUNT"),
            "MRN: " + c.ID("MRN") + "   Attending: " + c.N(att, "LAST"), "\n".join(extra))
    if style == "stack":
        lines = [title.upper(), "Name: " + c.P(r.choice(["LF", "full"])), "Medical record no.: " + c.ID("MRN"),
                 "Date of birth: " + c.dob_s(), "Encounter date: " + c.D(None, "full"),
                 "Facility: " + c.H(r.choice(["full", "short"])) + ", " + c.hosp_loc()]
        lines.extend(extra)
        return "\n".join(lines) + "\n"
    # minimal
    return "%s -- %s, %s -- %s\n%s\n" % (title, c.P(r.choice(["full", "lf", "init", "firstinit"])), c.A(), c.D(None, "any"), "\n".join(extra))


def registration(c, full=True):
    r = c.r
    lines = ["Address: " + c.address(True), "%s %s" % (r.choice(["Home phone:", "Phone:", "Tel:", "Cell:"]), c.ph())]
    if r.random() < 0.5:
        lines.append("Email: " + M("EMAIL", c.pemail))
    if c.loc == "US":
        lines.append("Insurance: %s   Member ID: %s   Group: %s" % (M("ORGANIZATION", c.insurer), c.ID("HEALTHPLAN"), M("HEALTHPLAN", V.group_no(r))))
        if full and r.random() < 0.5:
            lines.append("SSN: " + c.ID("SSN"))
    else:
        lines.append("Travel insurer: %s   Policy: %s" % (M("ORGANIZATION", r.choice(V.TRAVEL_INS)), M("HEALTHPLAN", V.travel_policy(r))))
        if c.loc == "AU":
            lines.append("Medicare card: %s" % M("HEALTHPLAN", V.healthplan(r, "AU")))
        else:
            if r.random() < 0.6:
                lines.append("NI number: %s" % c.ID("SSN"))
            if r.random() < 0.7:
                lines.append("NHS number: %s" % M("MRN", V.nhs_number(r)))
        lines.append("Passport: %s (%s)" % (M("IDNUM", V.passport(r, c.loc)), M("COUNTRY", c.country)))
        lines.append("Home GP: %s" % M("HOSPITAL", c.gp))
    if full:
        ec = c.F()
        lines.append("Emergency contact: %s (%s) %s" % (c.FN(ec, "full"), ec.rel, c.ph(ec.phone)))
    if full and r.random() < 0.3:
        lines.append("Employer: %s" % c.EMP())
    return "\n".join(lines) + "\n"


def transcription(c, p, d0=0):
    r = c.r
    t = c.S("transcriptionist", "scribe")
    dict_init = M("DOCTOR", (p.first[0] + p.last[0]).upper())
    t_init = M("DOCTOR", (t.first[0] + t.last[0]).lower())
    return "D: %s %s\nT: %s %s\n%s/%s\nJob #: %s  Doc ID: %s\n" % (
        c.D(d0, "numeric"), c.time(), c.D(d0 + r.choice([0, 1]), "numeric"), c.time(), dict_init, t_init,
        M("IDNUM", V.digits(r, 7)), M("IDNUM", V.digits(r, 8)))


def audit(c):
    r = c.r
    who = c.S(r.choice(["clerk", "nurse", "resident"]), r.choice(["scribe", "nurse"]))
    x = r.random()
    if x < 0.4:
        return "Printed by %s at workstation %s on %s %s\n" % (M("USERNAME", who.user), M("IPADDR", V.ip(r)), c.D(r.randrange(0, 30), "numeric"), c.time())
    if x < 0.7:
        return "[Chart accessed: user=%s ip=%s ts=%s %s]\n" % (M("USERNAME", who.user), M("IPADDR", V.ip(r)), c.D(0, style="iso"), c.time())
    return "Patient portal: %s  (proxy access granted to %s)\n" % (M("URL", V.url(r, "portal")), c.FN(c.F(), "full"))


def cc_line(c):
    r = c.r
    p = c.S("pcp", "attending")
    fax = M("FAX", V.us_phone(r))
    return "cc: %s, %s  Fax %s\n" % (c.N(p, r.choice(["dr_full", "full_cred"])), c.O(), fax)


def footer(c, p, d=0, kinds=None):
    r = c.r
    out = [c.sign(p, c.day(d))]
    if kinds is None:
        kinds = []
        if r.random() < 0.35:
            kinds.append("audit")
        if r.random() < 0.25:
            kinds.append("cc")
    if "cc" in kinds:
        out.append(cc_line(c))
    if "audit" in kinds:
        out.append(audit(c))
    return "\n".join(out) + "\n"
