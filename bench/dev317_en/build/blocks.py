"""Reusable note blocks: headers, identifier blocks, signatures, contacts."""

from case import _ascii_user

DOMAINS = ["example.org", "example.net", "example.com"]


def slug(s):
    out = []
    for w in s.split():
        a = _ascii_user(w)
        if a:
            out.append(a)
    return "-".join(out[:2]) if out else "site"


def email_person(case, p):
    r = case.r
    f = _ascii_user(p.first.split()[0]) or "staff"
    l = _ascii_user(p.last) or "user"
    dom = r.choice(DOMAINS)
    if r.random() < 0.4:
        dom = slug(case.hosp) + "." + dom
    k = r.randrange(4)
    if k == 0:
        return "%s.%s@%s" % (f, l, dom)
    if k == 1:
        return "%s%s@%s" % (f[0], l, dom)
    if k == 2:
        return "%s.%s%d@%s" % (f, l, r.randrange(1, 99), dom)
    return "%s_%s@%s" % (l, f[0], dom)


def email_team(case, what=None):
    r = case.r
    what = what or r.choice(["vascular.access", "picc.team", "vat.referrals", "opat",
                             "ivteam", "homeiv.training", "lineservice", "vascularaccess"])
    dom = r.choice(DOMAINS)
    if r.random() < 0.6:
        dom = slug(case.hosp) + "." + dom
    return "%s@%s" % (what, dom)


def url(case, topic=None):
    r = case.r
    topic = topic or r.choice(["picc-care", "homeiv/training", "line-passport",
                               "vascular-access/patients", "opat/leaflets", "port-care",
                               "videos/flushing-your-line"])
    host = r.choice(["www.example.org", "www.example.net", "example.com",
                     "patients.example.org", "homeiv.example.net", slug(case.hosp) +
                     ".example.org"])
    pre = r.choice(["", "", "https://", "http://"])
    return pre + host + "/" + topic


def hosp_header(n, case, dept, addr=False, contacts=False):
    r = case.r
    if r.random() < 0.5:
        n.line(("HOSPITAL", case.hosp.upper() if r.random() < 0.5 else case.hosp))
        n.line(dept)
    else:
        n.line(("HOSPITAL", case.hosp), " - ", dept)
    if addr:
        a = case.loc.address()
        a["suburb"] = None
        n.line(case.loc.addr_pieces(a))
    if contacts:
        items = ["Tel: ", ("PHONE", case.loc.phone("land"))]
        if r.random() < 0.6:
            items += ["  Fax: ", ("FAX", case.loc.fax())]
        if r.random() < 0.5:
            items += ["  Email: ", ("EMAIL", email_team(case))]
        n.line(items)


def pid_lines(n, case, name_style=None, extras=None, sep=None):
    """Patient identifier block, one item per line (or separated by sep)."""
    r = case.r
    extras = extras or []
    items = []
    items.append([r.choice(["Patient: ", "Name: ", "Patient name: ", "PATIENT: "]),
                  case.pname(name_style or r.choice(["LF", "full", "lf", "LFU", "fml"]))])
    items.append([r.choice(["DOB: ", "D.O.B.: ", "Date of birth: "]), case.dob_p()])
    if r.random() < 0.6:
        items.append(["Age: ", ("AGE", str(case.age)), r.choice(["", " yrs", "y"]),
                      r.choice(["", "   Sex: " + case.pt.sex])])
    items.append([r.choice(["MRN: ", "Hosp no: ", "URN: ", "MRN ", "Hospital No: "])
                  if case.c not in ("NZ",) else "NHI: ", ("MRN", case.mrn)])
    if case.c not in ("NZ", "US", "SG") and r.random() < 0.6:
        items.append(case.nat_p())
    if "addr" in extras:
        a = case.loc.addr_pieces(case.addr, country=r.random() < 0.12)
        items.append(["Address: "] + a)
    if "phone" in extras:
        items.append([r.choice(["Phone: ", "Tel: ", "Contact no: ", "Mobile: "]),
                      case.phone_p()])
    if "acct" in extras:
        items.append([r.choice(["Encounter: ", "Visit no: ", "Acct: ", "Episode: "]),
                      ("ACCOUNT", case.loc.account())])
    if "gp" in extras:
        items.append(["GP: ", "Dr ", case.gp.full("DOCTOR"), ", ",
                      ("HOSPITAL", case.practice)])
    if sep is None:
        for it in items:
            n.line(it)
    else:
        for i, it in enumerate(items):
            if i:
                n.add(sep)
            n.add(it)
        n.blank()


def sign(n, case, clin, delta=0, lic=True, bleep=True, prefix=None):
    r = case.r
    loc = case.loc
    pre = prefix or r.choice(["Signed: ", "Signature: ", "Completed by: ", "Name: ",
                              "Electronically signed by ", "-- "])
    n.add(pre, clin.sig())
    if clin.role and r.random() < 0.7:
        n.add(", " + clin.role if r.random() < 0.5 else " (" + clin.role + ")")
    n.blank()
    bits = []
    if lic and r.random() < 0.75 and clin.kind != "none":
        lab, val = loc.license(clin.kind)
        bits.append([lab + " ", ("LICENSE", val)])
    if bleep and r.random() < 0.6:
        bits.append([r.choice(["Bleep ", "Pager ", "pg ", "Ext "]), ("PHONE", loc.phone("pager"))])
    if r.random() < 0.7:
        bits.append(["Date: " if r.random() < 0.5 else "", case.d(delta),
                     " " + r.choice(["", "at "]) + "%02d:%02d" % (r.randrange(7, 22),
                                                                    r.randrange(60))])
    for i, b in enumerate(bits):
        n.add("  |  " if i else "", b)
    if bits:
        n.blank()


def vat_contacts(n, case, title=None):
    r = case.r
    loc = case.loc
    n.line(title or r.choice(["Vascular Access Team contacts:", "CONTACTS", "Who to call:",
                              "Useful numbers"]))
    n.line("  VAT office (Mon-Fri 08:00-16:30): ", ("PHONE", loc.phone("land")))
    if r.random() < 0.6:
        n.line("  Out of hours / weekends: ", r.choice(["site nurse practitioner via switchboard ",
                                                        "on-call team, ", "helpline "]),
               ("PHONE", loc.phone(r.choice(["land", "toll"]))))
    if r.random() < 0.5:
        n.line("  Email: ", ("EMAIL", email_team(case)), r.choice(["", " (not for urgent issues)"]))
    if r.random() < 0.3:
        n.line("  Fax: ", ("FAX", loc.fax()))


def ext_p(case):
    """internal extension: the label stays outside the span"""
    return [case.r.choice(["x", "ext ", "ext. ", "Ext "]), ("PHONE", case.loc.phone("ext"))]


def bed_p(case):
    r = case.r
    k = r.randrange(4)
    if k == 0:
        return [("HOSPITAL", case.ward), ", bed ", ("LOCATION_OTHER", str(r.randrange(1, 32)))]
    if k == 1:
        return [("HOSPITAL", case.ward), " bay ", ("LOCATION_OTHER", str(r.randrange(1, 7))),
                " bed ", ("LOCATION_OTHER", str(r.randrange(1, 7)))]
    if k == 2:
        return [("HOSPITAL", case.ward), " rm ", ("LOCATION_OTHER", "%d%s" % (
            r.randrange(1, 40), r.choice(["", "A", "B"])))]
    return [("HOSPITAL", case.ward), " / side room ", ("LOCATION_OTHER", str(r.randrange(1, 12)))]
