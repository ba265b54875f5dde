"""Blocks shared by several genres: banners, letterheads, signatures, audit footers."""
import country as C
import persona as P
import pools_places as PP


def gp_word(cc):
    return {"US": "PCP", "CA": "Family physician"}.get(cc, "GP")


def pager_word(cc, rng):
    return rng.choice(["pager", "pgr"]) if cc in ("US", "CA") else rng.choice(["bleep", "bleep", "pager"])


def cap(s):
    return s[:1].upper() + s[1:]


def capseg(seg):
    """Capitalise the first plain-text piece of a segment list."""
    seg = list(seg)
    if seg and isinstance(seg[0], str):
        seg[0] = cap(seg[0])
    elif seg and isinstance(seg[0], tuple):
        seg[0] = (seg[0][0], cap(seg[0][1]))
    return seg


def an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def banner(d, S, rng, with_addr=None, compact=None):
    """Patient identification banner."""
    pt = S.pt
    compact = rng.random() < 0.4 if compact is None else compact
    with_addr = rng.random() < 0.55 if with_addr is None else with_addr
    dob = S.d_alt(pt.dob)
    mrn_lab = rng.choice(["MRN", "Hosp No", "Hospital No.", "UR", "RN", "Unit No"]) if S.cc != "US" else rng.choice(["MRN", "MRN#", "Med Rec #"])
    if compact:
        d.line("{n} | DOB {dob} ({a}{sx}) | {ml} {m} | {nid}",
               n=S.pt_name("formal"), dob=dob, a=("AGE", str(pt.age)), sx="y" if rng.random() < 0.5 else " yrs",
               ml=mrn_lab, m=("MRN", pt.mrn), nid=S.natid_seg())
    else:
        d.line("Patient name: {n}", n=S.pt_name(rng.choice(["formal", "full", "full_mid", "formal_mixed"])))
        d.line("Date of birth: {dob}    Age: {a}    Sex: {sx}", dob=dob, a=("AGE", str(pt.age)),
               sx="Male" if pt.sex == "M" else "Female")
        d.line("{ml}: {m}    {nid}", ml=mrn_lab, m=("MRN", pt.mrn), nid=S.natid_seg())
    if with_addr:
        d.line("Address: {a}", a=S.pt_addr())
        if rng.random() < 0.6:
            d.line("Tel: {p}   Mobile: {m}", p=("PHONE", pt.phone), m=("PHONE", pt.mobile))
    if rng.random() < 0.25:
        d.line("Encounter: {e}", e=("ACCOUNT", pt.account))
    if S.cc == "US" and rng.random() < 0.2:
        d.line("{l}: {v}", l=pt.ssn[0], v=("SSN", pt.ssn[1]))


def letterhead(d, S, rng, dept=None):
    dept = dept or rng.choice(["Department of Hepatobiliary and Pancreatic Surgery", "HPB Surgical Unit",
                               "Hepatopancreatobiliary Service", "Division of HPB & Transplant Surgery",
                               "Upper GI and HPB Surgery"])
    d.line("{h}", h=("HOSPITAL", S.hosp))
    d.line(dept)
    if rng.random() < 0.5:
        d.line("{b}, {a}", b=("LOCATION_OTHER", S.building), a=S.hosp_addr())
    else:
        d.line("{a}", a=S.hosp_addr())
    r = rng.random()
    if r < 0.5:
        d.line("Tel: {p}   Fax: {f}", p=("PHONE", S.hosp_phone), f=("FAX", S.hosp_fax))
    elif r < 0.8:
        d.line("Secretary {p} | Fax {f} | Email {e}", p=("PHONE", S.hosp_phone), f=("FAX", S.hosp_fax),
               e=("EMAIL", S.dept_email))
    else:
        d.line("Switchboard {p}   Email: {e}", p=("PHONE", S.hosp_switch), e=("EMAIL", S.dept_email))
    d.line()


def signature(d, S, rng, who, role_text, lic=True, phone=None, email=True):
    d.line(rng.choice(["Yours sincerely,", "Kind regards,", "With best wishes,", "Yours faithfully,", "Sincerely,"]))
    d.line()
    d.line()
    d.line("{n}", n=P.staff_ref(who, rng, rng.choice(["title_full", "full"])))
    d.line(role_text)
    if lic:
        lab, val = who.lic
        d.line("{l} {v}", l=lab, v=("LICENSE", val))
    if phone:
        d.line("Direct line: {p}", p=("PHONE", phone))
    if email and rng.random() < 0.6:
        d.line("{e}", e=("EMAIL", who.email))


def typed_by(d, S, rng, author):
    sec = P.make_staff(rng, S.cc, "admin")
    if rng.random() < 0.5:
        d.line("{a}/{s}", a=("DOCTOR", author.initials.upper()), s=("DOCTOR", sec.initials.lower()))
    else:
        d.line("Dictated {dd}, typed {dt} by {s}", dd=S.d(S.date), dt=S.d(S.days(rng.randrange(1, 6))),
               s=("DOCTOR", sec.full))


def audit(d, S, rng, author, when=None):
    """Electronic signature / audit footer with username, time and sometimes workstation IP."""
    when = when or S.date
    hh = "%02d:%02d" % (rng.randrange(7, 23), rng.randrange(60))
    r = rng.random()
    if r < 0.4:
        d.line("Electronically signed by {n} ({u}) on {dt} at {hh}", n=("DOCTOR", author.full), u=("USERNAME", author.user),
               dt=S.d(when), hh=hh)
    elif r < 0.7:
        d.line("Signed: {u} {dt} {hh} | Workstation {ip}", u=("USERNAME", author.user), dt=S.d(when), hh=hh,
               ip=("IPADDR", S.ip))
    else:
        d.line("Last edited by user {u} {dt} {hh}", u=("USERNAME", author.user), dt=S.d(when), hh=hh)


def cc_block(d, S, rng, extra=None):
    d.line()
    d.line("cc:")
    d.line("  {n}, {pr}, {a}", n=P.staff_ref(S.gp, rng, "title_full"), pr=("HOSPITAL", S.practice),
           a=[("STREET", S.gp_street), ", ", ("CITY", S.pt.town)])
    if rng.random() < 0.6:
        d.line("  {n} (patient), {a}", n=S.pt_name(rng.choice(["full", "title_last"])), a=S.pt_addr())
    if extra:
        d.line("  " + extra[0], **extra[1])


def social(d, S, rng):
    pt = S.pt
    bits = []
    w = S.work_seg()
    bits.append(["Lives with ", S.kin_seg(), " in ", ("CITY", pt.town), ". " if rng.random() < 0.7 else ". "])
    if isinstance(w[0], str):
        w = [w[0][0].upper() + w[0][1:]] + w[1:]
    bits.append([w, ". "])
    if rng.random() < 0.4:
        bits.append(["Born in ", country_seg(pt.birth_country), ", moved here in ", ("DATE", str(pt.dob.year + rng.randrange(18, max(19, pt.age)))), ". "])
    bits.append([rng.choice(["Ex-smoker (20 pack-years).", "Never smoked.", "Current smoker, 10/day.", "Non-smoker."]), " ",
                 rng.choice(["Alcohol 6 units/week.", "Teetotal.", "Previously 40 units/week, abstinent since ",
                             "Alcohol: occasional."])])
    if bits[-1][-1].endswith("since "):
        bits[-1] += [("DATE", C.fmt_month_year(S.days(-rng.randrange(120, 1500)), rng)), "."]
    d.add(bits)


def country_seg(name):
    if name.startswith("the "):
        return ["the ", ("COUNTRY", name[4:])]
    return ("COUNTRY", name)


def labs_table(d, rows, rng, lower=False):
    if rng.random() < 0.5:
        d.line("{:<9}{:>8}  {}".format("Test", "Result", "Units"))
        for name, val, unit in rows:
            d.line("{:<9}{:>8}  {}".format(name, val, unit))
    else:
        d.line(", ".join("%s %s" % (n, v) for n, v, _ in rows))


def staff_list(d, rng, people):
    for who, role in people:
        d.line("- {n} ({r})", n=P.staff_ref(who, rng), r=role)


def ward_loc(S, rng):
    """Ward (HOSPITAL) + bed/bay (LOCATION_OTHER) segments."""
    out = [("HOSPITAL", S.ward)]
    r = rng.random()
    if r < 0.4:
        out += [", bed ", ("LOCATION_OTHER", str(rng.randrange(1, 32)))]
    elif r < 0.7:
        out += [" bay ", ("LOCATION_OTHER", str(rng.randrange(1, 7))), " bed ", ("LOCATION_OTHER", str(rng.randrange(1, 7)))]
    else:
        out += [", side room ", ("LOCATION_OTHER", "%d%s" % (rng.randrange(1, 20), rng.choice(["", "A", "B"])))]
    return out


def portal_url(rng):
    return rng.choice(["www.example.org/hpb-patient-info", "https://portal.example.net/myhealth",
                       "www.example.com/pancreas-support", "https://www.example.org/liver-surgery/leaflets",
                       "https://meet.example.net/hpb-" + C.digits(rng, 4), "example.org/enzyme-guide",
                       "https://telehealth.example.com/room/" + C.digits(rng, 6)])
