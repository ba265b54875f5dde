"""Blocks shared by genres: letterheads, banners, signatures, cc lists."""
from doc import P, join
import phi

LIC_LABEL = {
    "doctor": {"UK": "GMC No", "IE": "IMC No.", "AU": "AHPRA", "CA": "CPSO #", "US": "NPI"},
    "nurse": {"UK": "NMC PIN", "IE": "NMBI PIN", "AU": "AHPRA", "CA": "CNO Reg #", "US": "RN Lic #"},
    "ahp": {"UK": "HCPC", "IE": "CORU Reg", "AU": "AHPRA", "CA": "Reg #", "US": "Lic #"},
}
DEPTS = ["Department of Neurology", "MND Care Centre", "Neuromuscular Service",
         "Regional MND Service", "Department of Clinical Neurosciences"]
DEPTS_NA = ["ALS Multidisciplinary Clinic", "Neuromuscular Clinic", "Division of Neurology",
            "ALS Center of Care"]


def letterhead(n, c, dept=None):
    rng = c.rng
    dept = dept or rng.choice(DEPTS_NA if c.c in ("US", "CA") else DEPTS)
    if rng.random() < 0.6:
        n.line("{h}", h=c.H())
        n.line(dept)
        n.add(c.hosp_addr.block())
        n.line("Tel: {t}   Fax: {f}", t=P("PHONE", c.clinic_tel), f=P("FAX", c.clinic_fax))
        if rng.random() < 0.6:
            n.line("Email: {e}", e=P("EMAIL", c.clinic_email))
    else:
        n.line("{d} | {h} | {a}", d=dept.upper(), h=c.H(), a=c.hosp_addr.oneline())
        n.line("Direct line {t} | fax {f} | {e}", t=P("PHONE", phi.ext(rng, c.c, c.clinic_tel)),
               f=P("FAX", c.clinic_fax), e=P("EMAIL", c.clinic_email))
    n.add("\n")


def banner(n, c, full=True):
    rng = c.rng
    v = rng.randint(0, 2)
    if v == 0:
        n.line("Re: {nm}   DOB: {dob}   {ids}", nm=c.pt.titled_full() if rng.random() < 0.5 else c.pt_banner_name(),
               dob=c.Ds(c.dob, "num"), ids=c.ids_line())
        if full:
            n.line("    {a}", a=c.addr_line())
    elif v == 1:
        n.line("Patient:   {nm}", nm=c.pt_banner_name())
        n.line("DOB:       {dob} ({a})", dob=c.Ds(c.dob, rng.choice(["num", "num", "abbr", "long"])), a=c.age_seg(rng.choice(["yo", "y/o", "sex"])))
        n.line("{l}:{sp}{m}", l=c.mrn_label, sp=" " * max(1, 10 - len(c.mrn_label)), m=P("MRN", c.mrn))
        n.line("{l}: {h}", l=c.hp_label, h=c.hp_seg())
        if full:
            n.line("Address:   {a}", a=c.addr_line())
            n.line("Phone:     {p}", p=P("PHONE", rng.choice([c.home, c.mob])))
    else:
        n.line("RE: {nm} - D.O.B. {dob} - {l} {m}", nm=c.pt.caps(), dob=c.Ds(c.dob, "num"),
               l=c.mrn_label, m=P("MRN", c.mrn))
        if full:
            n.add(c.addr.block())
    n.add("\n")


def licence_line(n, c, p, kind):
    lab = LIC_LABEL[kind][c.c]
    if c.c == "CA" and kind == "doctor" and c.addr.state and c.addr.state[1] != "ON":
        lab = "CPSO #" if False else "Licence #"
    n.line("{l} {v}", l=lab, v=P("LICENSE", phi.licence(c.rng, c.c, kind)))


def sign_phys(n, c, p, key, role=None, lic=None, close=None):
    rng = c.rng
    n.add("\n")
    n.line(close or rng.choice(["Yours sincerely,", "Yours sincerely", "Kind regards,", "With best wishes,",
                                "Sincerely,", "Best regards,"]))
    n.add("\n")
    if rng.random() < 0.3:
        n.line("(electronically signed)")
    n.line("{s}", s=c.phys(p, key))
    n.line("{r}", r=role or p.role)
    if lic if lic is not None else rng.random() < 0.55:
        licence_line(n, c, p, "doctor")


def sign_staff(n, c, p, role=None, kind="nurse", cred=None, lic=None, contact=True):
    rng = c.rng
    cr = cred if cred is not None else (c.nurse_cred if kind == "nurse" else "")
    n.line("{nm}{cr}", nm=p.full(), cr=(", " + cr) if cr else "")
    n.line("{r}", r=role or p.role)
    if lic if lic is not None else rng.random() < 0.4:
        licence_line(n, c, p, kind)
    if contact and rng.random() < 0.7:
        r = rng.random()
        if r < 0.5:
            n.line("Mobile: {m}", m=P("PHONE", phi.phone(rng, c.c, "mobile")))
        elif r < 0.8:
            n.line("Tel {t} | {e}", t=P("PHONE", phi.ext(rng, c.c, c.clinic_tel)),
                   e=P("EMAIL", phi.email(rng, p.first, p.last)))
        else:
            n.line("{e}", e=P("EMAIL", phi.email(rng, p.first, p.last)))


def typist(n, c, author):
    rng = c.rng
    a = author.first[0] + author.last[0]
    t = c.typist.first[0] + c.typist.last[0]
    if rng.random() < 0.5:
        t = t.lower()
    n.line("{a}/{t}", a=P("DOCTOR", a), t=P("DOCTOR", t))
    if rng.random() < 0.6:
        d1 = c.date
        d2 = phi.add_days(d1, rng.randint(1, 9))
        n.line("D: {d1}  T: {d2}", d1=c.Ds(d1, "num"), d2=c.Ds(d2, "num"))


def cc_block(n, c, extra=True):
    rng = c.rng
    n.add("\n")
    items = []
    items.append([c.gp.t(), c.gp.full(), ", ", "GP" if c.c != "US" else "PCP", ", ", P("HOSPITAL", c.gp_site), ", ",
                  P("CITY", c.gp_addr.town)])
    if rng.random() < 0.7:
        items.append([c.coord.full(), ", ", c.coord.role])
    if extra and rng.random() < 0.5:
        items.append([c.resp.t(), c.resp.full(), ", ", c.resp.role])
    if rng.random() < 0.5:
        items.append(["Patient"])
    lab = rng.choice(["cc:", "CC:", "Copy to:", "cc"])
    for i, it in enumerate(items):
        n.line("{l} {x}", l=lab if i == 0 else " " * len(lab), x=it)


def header_kv(n, rows, width=14):
    for k, v in rows:
        n.line("{k}{sp}{v}", k=k + ":", sp=" " * max(1, width - len(k) - 1), v=v)


def fam_ref(c, who="sp"):
    rng = c.rng
    p = getattr(c, who)
    rel = {"sp": c.sp_rel, "ch": c.ch_rel, "fr": c.fr_rel}[who]
    r = rng.random()
    if r < 0.35:
        return [c.his + " " + rel + " ", p.first_only()]
    if r < 0.6:
        return [c.his + " " + rel + " ", p.full()]
    if r < 0.8:
        return [p.titled() if who != "fr" else p.full(), " (" + rel + ")"]
    return [p.first_only(), " (" + rel + ")"]
