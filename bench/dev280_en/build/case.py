"""A Case bundles one patient's invented identity and care team so every genre can reuse it."""
import datetime

from core import P, pick, chance, wpick
import phi
import pools_places as PL
import clinical as C

REL_F = ["wife", "partner", "mum", "mother", "daughter", "sister", "friend", "neighbour", "fiancée", "carer"]
REL_M = ["husband", "partner", "dad", "father", "son", "brother", "friend", "neighbour", "fiancé", "carer"]


class Place:
    def __init__(self, rng, country):
        self.country = country
        city, region, seed = pick(rng, PL.CITIES[country])
        self.city = city
        self.region = region
        self.street = phi.street(rng, country)
        self.zip = phi.postcode(rng, country, seed)
        locs = PL.LOCALITIES.get(city)
        self.locality = pick(rng, locs) if locs and chance(rng, 0.5) else None

    def region_piece(self, rng, long_ok=True):
        c = self.country
        if c in ("US", "CA", "AU"):
            code = self.region
            if long_ok and chance(rng, 0.15):
                key = "WA_AU" if (c == "AU" and code == "WA") else code
                return P(PL.STATE_LONG[key], "STATE")
            return P(code, "STATE")
        if c == "IE":
            return ["Co. ", P(self.region, "CITY")]
        return P(self.region, "CITY")

    def block(self, rng, sep="\n", with_region=None, country_line=False):
        """Full address, pieces split into STREET / CITY / STATE / ZIP."""
        c = self.country
        out = [P(self.street, "STREET"), sep]
        if self.locality:
            out += [P(self.locality, "CITY"), sep]
        city = self.city.upper() if (c == "AU" and chance(rng, 0.5)) else self.city
        if c in ("US", "CA", "AU"):
            out += [P(city, "CITY"), ", " if c != "AU" else " ", self.region_piece(rng),
                    "  " if c == "CA" else " ", P(self.zip, "ZIP")]
        else:
            out += [P(city, "CITY")]
            wr = with_region if with_region is not None else chance(rng, 0.5)
            if wr and self.region != self.city:
                out += [sep, self.region_piece(rng)]
            out += [sep, P(self.zip, "ZIP")]
        if country_line:
            out += [sep, P(PL.COUNTRY_NAME[c], "COUNTRY")]
        return out

    def inline(self, rng):
        return self.block(rng, sep=", ", with_region=False)


class Staff(phi.Person):
    def __init__(self, rng, country, role, sex=None):
        super().__init__(rng, "DOCTOR", sex, country)
        self.role = role
        lrole = "doctor" if role in ("neuro", "gp", "radiologist") else ("pharm" if role == "pharm" else "nurse")
        self.lrole = lrole
        self.lic = phi.license_for(rng, country, lrole)
        self.lic_label = phi.LICENSE_LABEL[(country, lrole)]
        self.cred = C.credential(rng, country, role)
        self.jobtitle = C.job_title(rng, country, role)


class Case:
    def __init__(self, rng, country, genre=None):
        self.country = country
        c = country
        self.pt = phi.Person(rng, "PATIENT", wpick(rng, [("F", 0.72), ("M", 0.28)]), c)
        self.date = phi.rand_date(rng, 2021, 2025)
        self.age = rng.randint(19, 71)
        if chance(rng, 0.02):
            self.age = rng.randint(90, 94)
        self.dob = self.date - datetime.timedelta(days=int(self.age * 365.25) + rng.randint(1, 300))
        self.age = phi.age_on(self.dob, self.date)
        self.addr = Place(rng, c)
        self.phone_home = phi.phone(rng, c, mobile=False)
        self.phone_mob = phi.phone(rng, c, mobile=True)
        self.email = self.pt.email(rng)
        self.username = self.pt.username(rng)
        self.mrn = phi.mrn(rng, c)
        self.nhs = phi.nhs_number(rng) if c == "UK" else None
        self.natid = phi.ssn(rng, c) if c in ("US", "CA", "IE") else None
        self.plan = phi.healthplan(rng, c)
        self.group = phi.group_number(rng)
        self.insurer = pick(rng, PL.INSURERS[c])
        self.hosp = phi.hospital(rng, c)
        self.hosp2 = phi.hospital(rng, c)
        self.unit = phi.unit_name(rng)
        self.hosp_place = Place(rng, c)
        self.hosp_phone = phi.phone(rng, c, mobile=False)
        self.hosp_fax = phi.phone(rng, c, mobile=False)
        self.team_email = "%s@%s" % (pick(rng, ["msnurses", "ms.team", "neuro.ms", "ms-advice", "msclinic",
                                                   "infusion.unit", "neuroimmunology"]) + pick(rng, ["", "", ".%s" % phi.ascii_fold(self.hosp.split()[0])]),
                                    pick(rng, PL.EMAIL_DOMAINS))
        self.url = phi.url(rng)
        self.nurse = Staff(rng, c, "nurse", wpick(rng, [("F", 0.8), ("M", 0.2)]))
        self.nurse2 = Staff(rng, c, "nurse")
        self.neuro = Staff(rng, c, "neuro")
        self.gp = Staff(rng, c, "gp")
        self.gp_practice = phi.gp_practice(rng, c)
        self.gp_place = Place(rng, c)
        self.gp_phone = phi.phone(rng, c, mobile=False)
        self.gp_fax = phi.phone(rng, c, mobile=False)
        self.pharmacy = phi.pharmacy(rng)
        self.homecare = pick(rng, PL.HOMECARE)
        self.lab = pick(rng, PL.LABS)
        self.fam = phi.Person(rng, "FAMILY", None, c)
        self.rel = pick(rng, REL_F if self.fam.sex == "F" else REL_M)
        self.fam_phone = phi.phone(rng, c, mobile=True)
        self.job = pick(rng, PL.PROFESSIONS)
        self.employer = pick(rng, PL.EMPLOYERS)
        self.dmt = C.pick_dmt(rng, c)
        self.prev_dmt = C.pick_prev_dmt(rng, self.dmt)
        self.dx_year = self.date.year - rng.randint(0, 14)
        self.dx_date = phi.rand_date(rng, self.dx_year, self.dx_year)
        if self.dx_date > self.date:
            self.dx_date = self.date - datetime.timedelta(days=200)
            self.dx_year = self.dx_date.year
        self.ms_type = C.ms_type(rng)

    # convenience --------------------------------------------------------
    def d(self, d, kind="full", style=None):
        return phi.D(d, self.country, style or phi.date_style(self._rng, kind))

    def bind(self, rng):
        self._rng = rng
        return self

    def pname(self, rng, styles=None):
        return self.pt.any(rng, styles or phi.PAT_STYLES)

    def dob_piece(self, rng, kind="full"):
        return phi.D(self.dob, self.country, phi.date_style(rng, kind))

    def id_line(self, rng):
        """Country-appropriate identifier pieces for a header."""
        c = self.country
        out = []
        if c == "UK":
            out += [pick(rng, ["NHS No: ", "NHS number ", "NHS: "]), P(self.nhs, "MRN")]
            out += [pick(rng, ["   Hosp No: ", "  MRN ", " | Unit No. ", "  RXH: "]), P(self.mrn, "MRN")]
        elif c == "US":
            out += [pick(rng, ["MRN: ", "MRN ", "Med Rec #: "]), P(self.mrn, "MRN")]
            if chance(rng, 0.2):
                out += [pick(rng, ["  SSN: ", "  SS#: "]), P(self.natid, "SSN")]
            if chance(rng, 0.5):
                out += ["  Member ID: ", P(self.plan, "HEALTHPLAN")]
        elif c == "AU":
            out += [pick(rng, ["UR: ", "URN ", "MRN: "]), P(self.mrn, "MRN")]
            if chance(rng, 0.6):
                out += ["  Medicare: ", P(self.plan, "HEALTHPLAN")]
        elif c == "CA":
            out += [pick(rng, ["MRN: ", "Chart #: ", "MRN "]), P(self.mrn, "MRN")]
            if chance(rng, 0.7):
                out += [pick(rng, ["  HCN: ", "  OHIP: ", "  PHN: "]), P(self.plan, "HEALTHPLAN")]
            if chance(rng, 0.08):
                out += ["  SIN: ", P(self.natid, "SSN")]
        else:
            out += [pick(rng, ["MRN: ", "Hosp No: ", "MRN "]), P(self.mrn, "MRN")]
            if chance(rng, 0.4):
                out += [pick(rng, ["  Medical card: ", "  LTI no: "]), P(self.plan, "HEALTHPLAN")]
        return out


def header(note, rng, cs, title=None, kind="ehr"):
    """A patient banner in one of several system styles."""
    c = cs.country
    v = rng.randrange(5)
    if title:
        note.line(title)
    if v == 0:
        note.line("Patient: {n}    DOB: {dob} ({a}y)    Sex: {s}", n=cs.pt.ref("lf"), dob=cs.dob_piece(rng),
                  a=P(str(cs.age), "AGE"), s=cs.pt.sex)
        note.line("", x=None).add(cs.id_line(rng)).nl()
    elif v == 1:
        note.line("{n}  |  {dob}  |  {a}  |  {ids}", n=cs.pt.ref("LF"), dob=cs.dob_piece(rng, "system"),
                  a=[P(str(cs.age), "AGE"), " yrs"], ids=cs.id_line(rng))
    elif v == 2:
        note.line("Name: {n}", n=cs.pt.ref(pick(rng, ["full", "lf_mixed", "title_full"])))
        note.line("D.O.B.: {dob}   Age: {a}", dob=cs.dob_piece(rng), a=P(str(cs.age), "AGE"))
        note.add(cs.id_line(rng)).nl()
        note.add("Address: ", cs.addr.inline(rng)).nl()
    elif v == 3:
        note.line("{n} ({s}) born {dob}", n=cs.pt.ref("lf_mid"), s=cs.pt.sex, dob=cs.dob_piece(rng))
        note.add(cs.id_line(rng)).nl()
        note.line("Tel: {p}   Mob: {m}", p=P(cs.phone_home, "PHONE"), m=P(cs.phone_mob, "PHONE"))
    else:
        note.line("PT: {n}   {a}{s}   DOB {dob}", n=cs.pt.ref("LF"), a=P(str(cs.age), "AGE"), s=cs.pt.sex,
                  dob=cs.dob_piece(rng, "system"))
        note.add(cs.id_line(rng)).nl()
        note.line("GP: {g}, {pr}", g=cs.gp.ref(pick(rng, ["dr_full", "dr_last"])), pr=P(cs.gp_practice, "HOSPITAL"))


def signoff(note, rng, st, cs, contact=True):
    """Signature block for a staff member."""
    v = rng.randrange(5)
    c = cs.country
    if v == 0:
        note.line("{n}", n=st.ref("full"))
        note.line(st.jobtitle)
        note.line("{h}", h=P(cs.hosp, "HOSPITAL"))
    elif v == 1:
        note.line("Signed: {n}{cr}", n=st.ref("full"), cr=st.cred)
        note.line("{lab}: {lic}", lab=st.lic_label, lic=P(st.lic, "LICENSE"))
    elif v == 2:
        note.line("{n}, {jt}", n=st.ref(pick(rng, ["full", "f_last"])), jt=st.jobtitle)
    elif v == 3:
        note.line("Electronically signed by {n}{cr} on {d} {t}", n=st.ref("full"), cr=st.cred,
                  d=phi.D(cs.date, c, phi.date_style(rng, "system")), t=C.time(rng))
    else:
        note.line("-- {n} ({i})", n=st.ref("first"), i=P(st.initials(False), "DOCTOR"))
        note.line(st.jobtitle)
    if contact:
        w = rng.randrange(4)
        if w == 0:
            note.line("Tel {p}  |  {e}", p=P(cs.hosp_phone, "PHONE"), e=P(cs.team_email, "EMAIL"))
        elif w == 1:
            note.line("Direct line: {p} {x}", p=P(cs.hosp_phone, "PHONE"), x="")
        elif w == 2:
            note.line("MS nurse advice line {p} (Mon-Fri 09:00-16:00, answerphone out of hours)", p=P(cs.hosp_phone, "PHONE"))
