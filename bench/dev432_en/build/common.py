"""Shared note pieces: names, dates, addresses, headers, patient blocks and
signatures, returned as Seq runs so that offsets stay single-pass."""
import ids
import util
from doc import Seq, ph, lit, join
import pools_clin as PC
import pools_drugs as PD
import pools_names as PN
import pools_orgs as PO
import world
from world import Obj


def staff_member_like(rng, c, role="pharmacist"):
    return world.staff_member(rng, c, role)


class Ctx:
    """Everything one note needs."""

    def __init__(self, rng, world, country, date, genre):
        self.rng = rng
        self.world = world
        self.c = country
        self.date = date
        self.genre = genre
        global _COUNTRY
        _COUNTRY = country
        styles = util.styles_for(country)
        self.dstyle = rng.choice(styles)
        self.ph = world.pick_pharmacy(rng, country)
        if rng.random() < 0.8:
            self.pr = rng.choice(self.ph.local_practices)
        else:
            self.pr = world.pick_practice(rng, country)
        self.gp = rng.choice(self.pr.doctors)
        self.hosp = world.pick_hospital(rng, country)

    def staff(self, *roles):
        pool = [s for s in self.ph.staff if s.role in roles] or self.ph.staff
        return self.rng.choice(pool)

    def local_town(self):
        return self.ph.town if self.rng.random() < 0.7 else None

    def pharmacist(self):
        return self.staff("pharmacist", "independent prescriber")

    def ty(self, s, rate=0.12):
        return util.typo(self.rng, s, rate)


# ------------------------------------------------------------------ names
def nm(rng, o, typ, form=None):
    """A person's name in one of the usual clerical forms; titles outside."""
    forms = ["full", "full", "title_last", "LAST, First", "f_last", "first", "title_full",
             "fml", "Last, First"]
    form = form or rng.choice(forms)
    first, last = o.first, o.last
    title = getattr(o, "title", None)
    if form == "full":
        return ph("%s %s" % (first, last), typ)
    if form == "fml":
        mid = getattr(o, "middle", "")
        if mid:
            return ph("%s %s. %s" % (first, mid[0], last), typ)
        return ph("%s %s" % (first, last), typ)
    if form == "title_last":
        t = title or ("Mrs" if o.female else "Mr")
        return lit(t + " ") + ph(last, typ)
    if form == "title_full":
        t = title or ("Ms" if o.female else "Mr")
        return lit(t + " ") + ph("%s %s" % (first, last), typ)
    if form == "LAST, First":
        return ph("%s, %s" % (last.upper(), first), typ)
    if form == "Last, First":
        return ph("%s, %s" % (last, first), typ)
    if form == "f_last":
        return ph("%s %s" % (first[0], last), typ)
    if form == "first":
        return ph(first, typ)
    if form == "last":
        return ph(last, typ)
    if form == "init":
        return ph((first[0] + last[0]).upper(), typ)
    raise ValueError(form)


def dr(rng, d, form=None):
    form = form or rng.choice(["Dr last", "Dr full", "Dr f_last", "full"])
    if form == "Dr last":
        return lit("Dr ") + ph(d.last, "DOCTOR")
    if form == "Dr full":
        return lit("Dr ") + ph("%s %s" % (d.first, d.last), "DOCTOR")
    if form == "Dr f_last":
        return lit("Dr ") + ph("%s %s" % (d.first[0], d.last), "DOCTOR")
    return ph("%s %s" % (d.first, d.last), "DOCTOR")


def cred(s, c):
    if s.role in ("pharmacist", "locum pharmacist"):
        return {"UK": "MRPharmS", "IE": "MPSI", "CA": "RPh", "AU": "BPharm", "US": "PharmD, RPh"}[c]
    if s.role == "independent prescriber":
        return {"UK": "MPharm IP", "IE": "MPSI", "CA": "RPh", "AU": "BPharm MPS", "US": "PharmD"}[c]
    if s.role == "pharmacy technician":
        return {"UK": "PT", "IE": "Pharm Tech", "CA": "RPhT", "AU": "Pharm Tech", "US": "CPhT"}[c]
    return ""


def staff_sig(rng, s, c, with_reg=True):
    """e.g. 'Jane Doe MRPharmS (GPhC 2071234)'."""
    out = nm(rng, s, "DOCTOR", rng.choice(["full", "full", "fml", "f_last"]))
    cr = cred(s, c)
    if cr:
        out = out + (", " if c == "US" else " ") + cr
    if with_reg and s.reg:
        out = out + " (%s " % s.reg_label + ph(s.reg, "LICENSE") + ")"
    return out


# ------------------------------------------------------------------ dates
def dt(ctx, d, style=None):
    return ph(util.fdate(d, style or ctx.dstyle), "DATE")


def dob(ctx, p):
    return dt(ctx, p.dob)


# ------------------------------------------------------------------ addresses
def addr(a, form="line"):
    """Address split into STREET, CITY, STATE and ZIP pieces."""
    c = a.country
    sep = "\n" if form == "block" else ", "
    if c == "UK":
        parts = [ph(a.street, "STREET"), ph(a.city, "CITY")]
        if form in ("block", "full"):
            parts.append(ph(a.county, "CITY"))
        return join(sep, parts) + (sep if form == "block" else " ") + ph(a.zip, "ZIP")
    if c == "IE":
        parts = [ph(a.street, "STREET"), ph(a.city, "CITY")]
        if form in ("block", "full"):
            parts.append(lit("Co. ") + ph(a.county, "CITY"))
        return join(sep, parts) + sep + ph(a.zip, "ZIP")
    if c == "CA":
        return join(sep, [ph(a.street, "STREET"), ph(a.city, "CITY")]) + ", " + \
            ph(a.state, "STATE") + "  " + ph(a.zip, "ZIP")
    if c == "AU":
        return ph(a.street, "STREET") + sep + ph(a.city, "CITY") + " " + ph(a.state, "STATE") + \
            " " + ph(a.zip, "ZIP")
    return ph(a.street, "STREET") + sep + ph(a.city, "CITY") + ", " + ph(a.state, "STATE") + \
        " " + ph(a.zip, "ZIP")


def town(a):
    return ph(a.city, "CITY")


# ------------------------------------------------------------------ ids
def ids_block(ctx, p, sep="   "):
    c, rng = ctx.c, ctx.rng
    if c == "UK":
        lab = rng.choice(["NHS No:", "NHS no.", "NHS Number:", "NHS#"])
        return lit(lab + " ") + ph(p.nhs, "MRN")
    if c == "IE":
        out = lit(rng.choice(["PPSN:", "PPS No:", "PPSN"]) + " ") + ph(p.ppsn, "SSN")
        return out + sep + p.gms_label + " " + ph(p.gms, "HEALTHPLAN")
    if c == "CA":
        lab = {"ON": "OHIP #", "BC": "PHN", "AB": "AHCIP", "NS": "MSI #", "NB": "Medicare #",
               "MB": "PHIN", "SK": "HSN", "PE": "Health #"}.get(p.addr.state, "HCN")
        return lit(lab + " ") + ph(p.hcn, "HEALTHPLAN")
    if c == "AU":
        out = lit(rng.choice(["Medicare:", "Medicare No", "Medicare #"]) + " ") + ph(p.medicare, "HEALTHPLAN")
        if rng.random() < 0.3:
            out = out + sep + "DVA " + ph(p.dva, "HEALTHPLAN")
        return out
    out = lit("Member ID: ") + ph(p.member, "HEALTHPLAN")
    if rng.random() < 0.6:
        out = out + sep + "Group: " + ph(p.group, "HEALTHPLAN")
    return out


def nat_id(p):
    """The national health identifier alone."""
    if p.country == "UK":
        return ph(p.nhs, "MRN")
    if p.country == "IE":
        return ph(p.ppsn, "SSN")
    if p.country == "CA":
        return ph(p.hcn, "HEALTHPLAN")
    if p.country == "AU":
        return ph(p.medicare, "HEALTHPLAN")
    return ph(p.member, "HEALTHPLAN")


def nat_label(p):
    return {"UK": "NHS no", "IE": "PPSN", "CA": "Health card", "AU": "Medicare",
            "US": "Member ID"}[p.country]


# ------------------------------------------------------------------ blocks
def pharmacy_header(ctx, d, fax=False, ods=None):
    ph_, rng = ctx.ph, ctx.rng
    name = ph_.name.upper() if rng.random() < 0.5 else ph_.name
    d.add(ph(name, "HOSPITAL")).t("\n")
    d.add(addr(ph_.addr, "full" if rng.random() < 0.5 else "line")).t("\n")
    d.f("Tel: {t:PHONE}", t=ph_.phone)
    if fax or rng.random() < 0.3:
        d.f("   Fax: {f:FAX}", f=ph_.fax)
    if rng.random() < 0.4:
        d.f("   Email: {e:EMAIL}", e=ph_.email)
    d.t("\n")
    if ods is None:
        ods = rng.random() < 0.35
    if ods:
        if ctx.c == "UK":
            d.f("ODS code {o:IDNUM} | GPhC premises reg. {r:LICENSE}\n", o=ph_.ods, r=ph_.premises)
        else:
            d.f("Pharmacy reg. no. {r:LICENSE}\n", r=ph_.premises)


def patient_block(ctx, d, p, rich=True):
    rng = ctx.rng
    form = rng.choice(["LAST, First", "full", "title_full", "fml", "Last, First"])
    d.f("Patient: {n}", n=nm(rng, p, "PATIENT", form))
    d.f("    DOB: {b} ({a:AGE}y)\n", b=dob(ctx, p), a=p.age)
    d.f("Address: {a}\n", a=addr(p.addr, rng.choice(["line", "full"])))
    d.add(ids_block(ctx, p)).t("\n")
    if rich:
        if rng.random() < 0.7:
            d.f("Tel: {t:PHONE}", t=p.mobile if rng.random() < 0.7 else p.home)
            if rng.random() < 0.3:
                d.f("  Email: {e:EMAIL}", e=p.email)
            d.t("\n")
        d.f("{l}: {g}, {s:HOSPITAL}\n", l=gp_label(ctx.c), g=dr(rng, ctx.gp), s=ctx.pr.name)


def gp_label(c):
    return {"US": "PCP", "CA": "Family physician"}.get(c, "GP")


def gp_line(ctx, form=None):
    return dr(ctx.rng, ctx.gp, form) + ", " + ph(ctx.pr.name, "HOSPITAL")


def practice_block(ctx, d):
    pr, rng = ctx.pr, ctx.rng
    d.add(dr(rng, ctx.gp, "Dr full")).t("\n")
    d.add(ph(pr.name, "HOSPITAL")).t("\n")
    d.add(addr(pr.addr, "block")).t("\n")
    if rng.random() < 0.6:
        d.f("Fax {f:FAX}\n", f=pr.fax)


def signoff(ctx, d, s=None, lead=None):
    rng = ctx.rng
    s = s or ctx.pharmacist()
    lead = lead or rng.choice(["Signed:", "Pharmacist:", "Completed by:", "Recorded by:", "--"])
    d.f("{l} {s}\n", l=lead, s=staff_sig(rng, s, ctx.c))
    return s


def allergy(rng):
    return rng.choice(PD.ALLERGIES)


def meds(rng, n, group=None):
    pool = PD.CHRONIC if group is None else [m for m in PD.CHRONIC if m[4] in group] or PD.CHRONIC
    return util.sample(rng, pool, n)


def lab_line(rng, name=None, abnormal=0.3):
    lab = rng.choice(PC.LABS) if name is None else [l for l in PC.LABS if l[0] == name][0]
    n, unit, lo, hi, dec = lab
    span = hi - lo
    v = lo + rng.random() * span
    flag = ""
    if rng.random() < abnormal:
        if rng.random() < 0.5:
            v = hi + rng.random() * span * 0.6
            flag = " H"
        else:
            v = max(0, lo - rng.random() * span * 0.3)
            flag = " L" if lo > 0 else ""
    fmt = "%." + str(dec) + "f"
    return "%s %s%s %s (%s-%s)" % (n, fmt % v, flag, unit, fmt % lo, fmt % hi)


def bp(rng, high=False):
    if high:
        return "%d/%d" % (rng.randrange(145, 182), rng.randrange(88, 108))
    return "%d/%d" % (rng.randrange(112, 142), rng.randrange(66, 88))


def vitals(rng, high_bp=False):
    return "BP %s mmHg, HR %d bpm, SpO2 %d%% RA, Temp %.1fC, RR %d" % (
        bp(rng, high_bp), rng.randrange(58, 98), rng.randrange(94, 100),
        36.2 + rng.random() * 1.6, rng.randrange(12, 20))


def fam(p, i=0):
    return p.family[i % len(p.family)]


def fam_name(rng, f, form=None):
    form = form or rng.choice(["first", "full", "full", "title_last"])
    if form == "title_last":
        t = "Mrs" if f.female else "Mr"
        return lit(t + " ") + ph(f.last, "FAMILY")
    if form == "first":
        return ph(f.first, "FAMILY")
    return ph("%s %s" % (f.first, f.last), "FAMILY")


_COUNTRY = "UK"


def hardneg(rng):
    """A short clinical aside dense with look-alikes."""
    opts = [
        "Checked interactions on BNF app; %s noted." % rng.choice(PC.SCORES),
        "Advised per %s." % rng.choice(PC.GUIDELINES),
        "Counselled on %s technique; %s supplied." % (rng.choice(PC.INHALER_DEVICES), rng.choice(PC.SPACERS)),
        "Leaflet given (%s)." % rng.choice(["manufacturer PIL", "inhaler technique sheet", "sick day rules card",
                                            "steroid emergency card", "anticoagulant alert card"]),
        "Hx %s, %s." % (rng.choice(PC.CONDITIONS), rng.choice(PC.CONDITIONS)),
        "Sick day rules (SADMANS) discussed.",
    ]
    if _COUNTRY == "UK":
        opts += ["SCR viewed with verbal consent - consistent with PMR.",
                 "%s reviewed; no new Yellow Card signal." % rng.choice(PC.CONDITIONS),
                 "Advised per %s." % rng.choice(PC.GUIDELINES)]
    else:
        opts += ["Checked against %s." % {"IE": "HPRA SmPC", "AU": "AMH and TGA PI", "CA": "CPS monograph",
                                          "US": "Lexicomp and FDA label"}[_COUNTRY],
                 "Dispensing history reviewed (%s)." % {"IE": "PCRS", "AU": "My Health Record", "CA": "provincial DIS",
                                                         "US": "state PDMP"}[_COUNTRY]]
    return rng.choice(opts)
