"""Small shared writing helpers for the genre generators (dev259_en)."""
from phi import Phi
import phi
import clinical as C


def rule(rng, width=None):
    ch = rng.choice(["-", "=", "_", "*", "~"])
    return ch * (width or rng.randint(24, 60))


def hdr(rng, d, title):
    style = rng.randint(0, 4)
    if style == 0:
        d.line(title.upper())
        d.line(rule(rng, len(title)))
    elif style == 1:
        d.line("== %s ==" % title)
    elif style == 2:
        d.line("%s:" % title.upper())
    elif style == 3:
        d.line("[%s]" % title)
    else:
        d.line("### %s" % title)


def kv(d, label, value, sep=": ", end="\n"):
    d.w(label, sep, value, end)


def age_sex(rng, c, style=None):
    """Age and sex in a compact surface form; age span is the number only."""
    a = c.age_phi()
    sx = c.sex
    style = style or rng.choice(["yo", "y/o", "dash", "MF", "slash", "yr", "space"])
    if style == "yo":
        return [a, "yo ", "male" if sx == "M" else "female"]
    if style == "y/o":
        return [a, " y/o ", sx]
    if style == "dash":
        return [a, "-year-old ", "man" if sx == "M" else "woman"]
    if style == "MF":
        return [a, sx]
    if style == "slash":
        return [sx, "/", a]
    if style == "yr":
        return [a, " yrs, ", sx]
    return [a, " ", sx]


def signoff(rng, c, d, p, role_label=None, email_org=None, with_lic=None):
    """Sign-off block for a staff member p (DOCTOR)."""
    k = rng.randint(0, 4)
    if k == 0:
        d.line("Signed: {n}", n=c.dr(p, "fl_cred"))
    elif k == 1:
        d.line("-- {n}", n=c.dr(p, rng.choice(["il_cred", "fl", "dr_fl"])))
    elif k == 2:
        d.line("Electronically signed by {n} ({u}) on {dt} {tm}", n=c.dr(p, "fl"), u=c.uname(p),
               dt=c.date(rng.randint(0, 2)), tm=C.time(rng, "colon"))
    elif k == 3:
        d.line("{n}", n=c.dr(p, "fl_cred"))
        if role_label:
            d.line(role_label)
    else:
        d.line("Regards,")
        d.line("{n}", n=c.dr(p, "dr_fl"))
    if with_lic:
        d.line("{lab} {v}", lab=with_lic[0], v=Phi(phi.license_no(rng, with_lic[1], p.last), "LICENSE"))
    if email_org is not None:
        d.line("{e}", e=c.email(p, email_org))


def profession_phrase(rng, c, who="pt"):
    prof = Phi(c.prof, "PROFESSION")
    art = "an " if c.prof[0] in "aeiou" else "a "
    return rng.choice([["works as " + art, prof], ["occupation: ", prof], ["employed as " + art, prof],
                       ["", prof, " by trade"], ["job: ", prof]])


def preamble(rng, c, d):
    """Occasional forwarded/scanned/printed header fragment above a note."""
    k = rng.randint(0, 9)
    if k == 0:
        d.line("*** COPY ***")
    elif k == 1:
        d.line("Printed {dt} {t} from {sys}", dt=c.date(rng.randint(1, 30), rng.choice(["iso", c.ds])),
               t=C.time(rng, "colon"), sys=rng.choice(["EMR", "ePCR export", "case system", "SARTopo export"]))
    elif k == 2:
        d.line("FW: ")
        d.line("")
    elif k == 3:
        d.line("  ")


def footer(rng, c, d):
    k = rng.randint(0, 7)
    if k <= 2:
        d.line("")
        d.line(C.hard_negative_line(rng))
    if k in (1, 3, 4):
        d.line(C.boiler(rng))
    if k == 5:
        staff = c.staff("clerk")
        d.line("Printed by {u} on {dt}", u=c.uname(staff), dt=c.date(rng.randint(1, 20), rng.choice(["iso", c.ds])))
    if k == 6:
        d.line("Audit: viewed {dt} by {u} ({ip})", dt=c.date(rng.randint(1, 60), "iso"),
               u=c.uname(c.staff("clerk")), ip=Phi(phi.ipaddr(rng), "IPADDR"))
