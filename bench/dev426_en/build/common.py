"""Blocks shared by several genres: patient banners, PMH, medicines, social
history, signatures and system footers."""
import phi
from pools_clin import PMH, ALLERGIES, home_meds


GUIDE_REF = {"GB": ["NICE NG51 (2016, updated 2024)", "RCP NEWS2 (2017)", "the Sepsis Six"],
             "US": ["SEP-1 (CMS core measure)", "Surviving Sepsis Campaign 2021", "the Hour-1 bundle"],
             "CA": ["Surviving Sepsis Campaign 2021", "Sepsis-3 (2016) definitions"],
             "AU": ["NSW CEC SEPSIS KILLS pathway", "Between the Flags", "ANZICS guidance"],
             "IE": ["HSE National Sepsis guideline", "Surviving Sepsis Campaign 2021"],
             "NZ": ["Surviving Sepsis Campaign 2021", "Sepsis-3 (2016) definitions"]}


def banner(d, c, style=None):
    r = c.rng
    s = r.randint(0, 3) if style is None else style
    if s == 0:
        d.f("{n} ({t})   DOB {dob} ({a}y)   {sx}   ", n=c.pt.LF(), t=c.title.rstrip("."), dob=c.dob_p(), a=c.a(), sx=c.sex)
        d.add(c.ids_line("   "))
        d.t("\n")
    elif s == 1:
        d.f("Patient: {n}    {mrnl}{mrn}    DOB: {dob}    Age: {a} y    Sex: {sx}\n",
            n=c.pt.lf(), mrnl="MRN: ", mrn=(c.mrn, "MRN"), dob=c.dob_p(), a=c.a(), sx=c.sex)
        d.f("{al}: {acct}    {hl}: {hp}", al=c.acct_label, acct=(c.acct, "ACCOUNT"), hl=c.hp_label, hp=(c.hp, "HEALTHPLAN"))
        if c.ssn and r.random() < 0.7:
            d.f("    SSN: {s}" if c.us else "    SIN: {s}", s=(c.ssn, "SSN"))
        d.t("\n")
    elif s == 2:
        d.f("Name: {n}\nDOB: {dob}   Age: {a}   Gender: {g}\n", n=c.pt.fml(), dob=c.dob_p(), a=c.a(),
            g="Male" if c.sex == "M" else "Female")
        d.add(c.ids_line("\n")).t("\n")
        if c.ssn and r.random() < 0.5:
            d.f("SSN: {s}\n" if c.us else "SIN: {s}\n", s=(c.ssn, "SSN"))
        d.f("Address: {ad}\n", ad=c.addr())
    else:
        d.f("[{n}] [{mrn}] [{dob}] [{a}{sx}] [{w}", n=c.pt.Lf(), mrn=(c.mrn, "MRN"), dob=c.dob_p(), a=c.a(), sx=c.sex, w=c.W())
        d.t(" ").add(c.bedloc()).t("]\n")


def pmh_item(c, item):
    if "{Y}" in item:
        a, b = item.split("{Y}", 1)
        return [a, c.year_p(1, 20), b]
    return item


def pmh(d, c, n=None, sep="\n- ", lead="- "):
    r = c.rng
    n = n or r.randint(2, 6)
    idx = sorted(r.sample(range(len(PMH)), n))
    d.t(lead)
    for i, k in enumerate(idx):
        if i:
            d.t(sep)
        d.add(pmh_item(c, PMH[k]))


def meds(d, c, n=None, lead="  ", sep="\n"):
    r = c.rng
    n = n or r.randint(3, 8)
    for i, m in enumerate(home_meds(r, c.c, n)):
        d.t(lead + m + sep)


def allergy(c):
    return c.rng.choice(ALLERGIES)


def social(d, c):
    r = c.rng
    u = r.random()
    if u < 0.15:
        d.f("Resident at {h} (nursing), ", h=(c.care_home, "HOSPITAL"))
        d.f("NOK {rel} {n} ({ph}). ", rel=c.rel, n=c.nok.full(), ph=(c.ph_nok, "PHONE"))
    elif u < 0.55:
        d.f("Lives with {rel} {n} in {city}. ", rel=c.rel, n=c.nok.f(), city=(c.city, "CITY"))
    else:
        d.f("Lives alone, {x}. ", x=r.choice(["bungalow", "2nd floor flat, no lift", "house with stairs",
                                              "POC BD", "independent with ADLs", "mobilises with a frame"]))
        if r.random() < 0.3:
            d.f("Carers via {o}. ", o=(r.choice(["Kindred Hands Homecare", "Meadowvale Care Agency"]), "ORGANIZATION"))
    v = r.random()
    if c.age >= 66 and v < 0.6:
        d.f("Retired {j}. ", j=(c.job, "PROFESSION"))
    elif v < 0.5:
        d.f("Works as a {j} at {e}. ", j=(c.job, "PROFESSION"), e=(c.employer, "ORGANIZATION"))
    elif v < 0.8:
        d.f("Occupation: {j}. ", j=(c.job, "PROFESSION"))
    if r.random() < 0.3:
        d.f("{Rel} is a {j}. ", Rel=c.rel.capitalize(), j=(c.nok_job, "PROFESSION"))
    d.t(r.choice(["Ex-smoker (30 pack-years). ", "Smoker 20/day. ", "Never smoked. ", "Vapes. ", "Smokes 10 roll-ups/day. "]))
    d.t(r.choice(["Alcohol ~10u/wk.", "No alcohol.", "ETOH: 2-3 beers/night.", "Alcohol 60u/wk, last drink 2 days ago.",
                  "Social drinker."]))
    w = r.random()
    if w < 0.3:
        d.f(" Travel: returned from {k} {n} days ago.", k=(c.travel, "COUNTRY"), n=str(r.randint(3, 20)))
    elif w < 0.45:
        d.f(" Born in {k}, moved here in {y}.", k=(c.travel, "COUNTRY"), y=c.year_p(5, 40))


def signature(d, c, role, lic=None, bleep=None, date=True, lead="\n", off=0):
    r = c.rng
    p = c.staff(role)
    lic = r.random() < 0.5 if lic is None else lic
    bleep = r.random() < 0.6 if bleep is None else bleep
    d.t(lead)
    k = r.randint(0, 3)
    if k == 0:
        d.f("Signed: {n}, {cr} ({ro})", n=p.full(), cr=p.cred, ro=p.role)
    elif k == 1:
        d.f("{n}\n{ro}", n=c.dr(role, "t_full"), ro=p.role[0].upper() + p.role[1:])
    elif k == 2:
        d.f("{n} / {ro}", n=(p.last.upper() + ", " + p.first, "DOCTOR"), ro=p.role)
    else:
        d.f("Reviewed by {n} {cr}", n=p.full(), cr=p.cred)
    if lic:
        d.t("  ").add(c.lic(role))
    if bleep:
        d.t(r.choice(["  %s " % c.bw.capitalize(), "  %s " % c.bw, "  ext "])).add(c.bleep(role))
    if date:
        d.t("  ").add(c.d(off)).t(" %02d:%02d" % (r.randint(0, 23), r.randint(0, 59)))
    d.t("\n")


def footer(d, c, role, off=0):
    r = c.rng
    p = c.staff(role)
    k = r.randint(0, 2)
    if k == 0:
        d.f("\n--\nElectronically signed by {n} (user: {u}) on {dt} {tm}\n", n=p.full(), u=c.user(p), dt=c.d(off),
            tm="%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)))
    elif k == 1:
        d.f("\n[Doc ID {i}] Last edited by {u} @ {ip} {dt}\n", i=(phi.idnum(r, "order", c.ev.year), "IDNUM"),
            u=c.user(p), ip=(phi.ip(r), "IPADDR"), dt=c.d(off))
    else:
        d.f("\nPrinted {dt} by {u} from workstation {ip}. Confidential - contains patient identifiable information.\n",
            dt=c.d(off), u=c.user(p), ip=(phi.ip(r), "IPADDR"))


def timestamp(r):
    return "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))


def times(r, n, start=None):
    h = r.randint(0, 23) if start is None else start
    m = r.randint(0, 30)
    out = []
    for _ in range(n):
        out.append("%02d:%02d" % (h % 24, m))
        m += r.randint(3, 45)
        h += m // 60
        m %= 60
    return out
