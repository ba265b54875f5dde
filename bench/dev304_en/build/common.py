"""Shared document parts: letterheads, address blocks, reference lines,
sign-offs and country-specific wording."""
import pools as P
from case import addr_frag, dr, pt, pt_title, tdot
from core import F, R, ch, chance, fd, wch, money, hhmm


def auth(c):
    return "authorization" if c.country == "CA" else "authorisation"


def preauth_word(c):
    return {"GB": "pre-authorisation", "IE": "pre-approval", "AU": "pre-approval",
            "NZ": "prior approval", "CA": "prior authorization"}[c.country]


def member_word(c):
    return {"CA": "plan member", "AU": "member", "NZ": "policyholder"}.get(c.country, "member")


def member_no_label(c):
    return {"GB": ch(["Membership number", "Membership no.", "Member no"]),
            "IE": ch(["Policy number", "Member no.", "Membership number"]),
            "AU": ch(["Membership no.", "Member number", "Fund member no."]),
            "NZ": ch(["Policy number", "Member ID", "Policy no."]),
            "CA": ch(["Plan member ID", "ID no.", "Member ID"])}[c.country]


def group_label(c):
    return {"CA": "Group policy no.", "AU": "Corporate group no.", "NZ": "Group scheme no."}.get(
        c.country, "Scheme no.")


def D(c, d, kind="full"):
    return fd(d, c.country, kind)


def letterhead(n, c, dept=None):
    """Insurer letterhead; every value is PHI-tagged per the README conventions."""
    a = c.ins_addr
    v = dict(ins=c.ins_name, tel=c.ins_phone, fax=c.ins_fax, url=c.ins_url,
             dept=dept or ch(["Claims", "Pre-authorisation Team", "Member Services", "Clinical Services"]))
    style = R.randint(0, 2)
    if style == 0:
        n.f("{ORGANIZATION:ins}\n{=dept}\n", v)
        n.fr(addr_frag(a, "lines", country_line=chance(0.35)))
        n.f("\nTel: {PHONE:tel}   Fax: {FAX:fax}\n{URL:url}\n", v)
    elif style == 1:
        n.f("{ORGANIZATION:ins} | ", v)
        n.fr(addr_frag(a, "inline"))
        n.f("\nT {PHONE:tel} | F {FAX:fax} | {URL:url}\n", v)
    else:
        n.f("{ORGANIZATION:ins}\n", v)
        n.fr(addr_frag(a, "inline", country_line=chance(0.3)))
        n.f("\nMember line {PHONE:tel} (8am-8pm weekdays)\n", v)
    n.t("\n")


def member_address(n, c, who=None):
    p = who or c.pt
    kind = "PATIENT" if p is c.pt else "FAMILY"
    t = pt_title(p, c)
    nm = p.name(ch(["full", "full", "fil", "fml"]))
    if chance(0.25):
        nm, t = nm.upper(), t.upper()
    n.f("%s {%s:nm}\n" % (t, kind), dict(nm=nm))
    n.fr(addr_frag(c.addr, "lines"))
    n.t("\n\n")


def salutation(n, c, who=None):
    p = who or c.pt
    kind = "PATIENT" if p is c.pt else "FAMILY"
    if chance(0.8):
        n.f("Dear %s {%s:x},\n\n" % (pt_title(p, c), kind), dict(x=p.name("last")))
    else:
        n.f("Dear {%s:x},\n\n" % kind, dict(x=p.name("first")))


def ref_block(n, c, items):
    """items: list of (label, type, value) lines."""
    for lab, typ, val in items:
        if typ:
            n.f("%s: {%s:v}\n" % (lab, typ), dict(v=val))
        else:
            n.t("%s: %s\n" % (lab, val))


def nat_item(c):
    if c.nat:
        return (c.nat[1], c.nat[0], c.nat[2])
    return None


def staff_sig(n, c, p, role, phone=None, email=None, cred=False):
    close = ch(["Yours sincerely", "Kind regards", "Yours sincerely", "Regards"])
    n.t("\n%s,\n\n" % close)
    if chance(0.3):
        n.t("\n")
    nm = p.name(ch(["full", "full", "fml", "fi"]))
    n.f("{DOCTOR:x}", dict(x=nm))
    if cred and p.cred:
        n.t(", " + p.cred)
    if c.country == "CA":
        role = role.replace("authorisation", "authorization")
    n.t("\n%s\n" % role)
    if chance(0.6):
        n.f("{ORGANIZATION:x}\n", dict(x=c.ins_name if chance(0.7) else c.ins_short))
    if phone:
        n.f("Direct line: {PHONE:x}\n", dict(x=phone))
    if email:
        n.f("Email: {EMAIL:x}\n", dict(x=email))


def ombudsman(c):
    return ("If you remain dissatisfied, you may refer your complaint to the %s free of charge. You must do so "
            "within six months of the date of our final response." % P.OMBUDSMAN[c.country])


def cons_name_line(c):
    return dr(c.cons, c, ch(["formal", "full"]))


def policy_sentence(c):
    if c.corporate:
        return F("You are covered under the ", ("ORGANIZATION", c.employer), " group scheme (",
                 c.plan, ").")
    return F("Your policy (%s) started on " % c.plan, ("DATE", D(c, c.policy_start)), ".")


def money_c(c, x):
    return money(x, c.cur)


def timestamp(c, d, kind="num"):
    return F(("DATE", D(c, d, kind)), " " + hhmm())


def holder_frag(c):
    """Who holds the policy: the patient or a family member."""
    if c.holder_is_fam:
        return F(("FAMILY", c.fam.name(ch(["full", "fml"]))), " (%s)" % c.rel)
    return F(("PATIENT", c.pt.name("full")), " (self)")


def spell(c, word):
    if c.country != "CA":
        return word
    return {"authorisation": "authorization", "authorised": "authorized", "organisation": "organization",
            "centre": "center" if chance(0.3) else "centre"}.get(word, word)


NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
             "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(a):
    if a < 20:
        return NUM_WORDS[a]
    t, u = divmod(a, 10)
    return TENS[t] + ("-" + NUM_WORDS[u] if u else "")


def age_frag(c, style=None):
    """Age with varied surface forms; only the number is the span."""
    a = c.age
    style = style or wch([("yo", 3), ("year-old", 3), ("aged", 2), ("sexshort", 2), ("words", 1), ("yrs", 1)])
    sx = c.pt.sex
    if style == "yo":
        return F(("AGE", str(a)), ch([" yo", "yo", " y/o", " y.o."]))
    if style == "year-old":
        return F(("AGE", str(a)), "-year-old")
    if style == "aged":
        return F("aged ", ("AGE", str(a)))
    if style == "sexshort":
        return F(("AGE", str(a)), ch([" " + sx, sx, "/" + sx]))
    if style == "words":
        return F(("AGE", age_words(a)), "-year-old")
    return F(("AGE", str(a)), ch([" yrs", " years", "y"]))
