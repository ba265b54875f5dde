"""A coherent fictional case: the patient, relatives, staff and site details
used by one note. All values are drawn from the shared rng."""
import datetime

from builder import P
import phi
import pools_places as PL
import pools_misc as PM
import pools_names as PN

COUNTRY_CODES = ["UK", "US", "AU", "CA"]
DOB_STYLES = {
    "US": ["num", "num", "num", "num2", "long", "abbr", "iso", "upper"],
    "CA": ["iso", "iso", "num", "long", "abbr", "num2", "upper"],
    "UK": ["num", "num", "num", "long", "abbr", "num2", "dot", "upper"],
    "AU": ["num", "num", "num", "long", "abbr", "num2", "dot"],
}
PHOTOG_CREDS = {
    "US": ["RBP", "CRA", "BFA", "RBP, FBCA", "MS"],
    "CA": ["RBP", "BSc", "CRA", "BAA"],
    "UK": ["MIMI", "RMIP", "BSc (Hons)", "AIMI", "MSc, RMIP", "DipMI"],
    "AU": ["BAppSc", "MIMI", "BPhoto", "GradDip Clin Photog"],
}
NURSE_CREDS = {
    "US": ["RN", "BSN, RN", "CWOCN", "LPN", "CNA"],
    "CA": ["RN", "RPN", "BScN, RN"],
    "UK": ["RGN", "RN", "HCA", "RN (Adult)"],
    "AU": ["RN", "EN", "CNC"],
}


def _place(rng, country):
    """Returns dict(city, state, state_abbr, zip) for a country."""
    if country == "US":
        st, ab, towns, z = rng.choice(PL.US_STATES)
        return {"city": rng.choice(towns), "state": st, "state_abbr": ab,
                "zip": z + phi.digits(rng, 3) + ("-" + phi.digits(rng, 4) if rng.random() < 0.12 else "")}
    if country == "UK":
        county, towns, areas = rng.choice(PL.UK_COUNTIES)
        a = rng.choice(areas)
        pc = "%s%d %d%s" % (a, rng.randint(1, 29), rng.randint(1, 9), phi.letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        return {"city": rng.choice(towns), "state": county, "state_abbr": None, "zip": pc}
    if country == "AU":
        st, ab, towns, z = rng.choice(PL.AU_STATES)
        return {"city": rng.choice(towns), "state": st, "state_abbr": ab, "zip": z + phi.digits(rng, 3)}
    st, ab, towns, z = rng.choice(PL.CA_PROVS)
    L = "ABCEGHJKLMNPRSTVXY"
    pc = "%s%d%s %d%s%d" % (rng.choice(z), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9),
                             rng.choice(L), rng.randint(0, 9))
    return {"city": rng.choice(towns), "state": st, "state_abbr": ab, "zip": pc}


def street(rng, country):
    num = rng.randint(1, 240) if country != "US" else rng.randint(10, 9800)
    s = "%d %s %s" % (num, rng.choice(PL.STREET_STEMS), rng.choice(PL.STREET_TYPES[country]))
    if rng.random() < 0.2:
        u = rng.choice(PL.UNIT_FORMS[country]).format(n=rng.randint(1, 40), l=rng.choice("ABCD"))
        if u.endswith("/"):
            s = u + s
        elif country == "UK":
            s = u + ", " + s
        else:
            s = s + ", " + u
    elif country == "UK" and rng.random() < 0.06:
        s = rng.choice(PL.HOUSE_NAMES) + ", " + s
    return s


class Case:
    def __init__(self, rng, country):
        self.rng = rng
        self.country = c = country
        self.pt = phi.Person(rng, "PATIENT", c)
        self.sex = self.pt.sex
        # event (session) date between 2021 and 2025
        base = datetime.date(2021, 1, 4)
        self.event = base + datetime.timedelta(days=rng.randint(0, 1700))
        r = rng.random()
        if r < 0.12:
            self.age = rng.randint(0, 15)
        elif r < 0.22:
            self.age = rng.randint(16, 30)
        elif r < 0.93:
            self.age = rng.randint(31, 88)
        else:
            self.age = rng.randint(89, 103)
        bday = self.event - datetime.timedelta(days=int(self.age * 365.25) + rng.randint(1, 360))
        self.dob = bday
        self.place = _place(rng, c)
        self.street = street(rng, c)
        self.phone = phi.phone(rng, c, "land")
        self.mobile = phi.mobile(rng, c)
        self.email = phi.email_for(rng, self.pt) if rng.random() < 0.9 else phi.email_for(rng, None)
        self.mrn = phi.mrn(rng, c)
        self.mrn_label = {"US": ["MRN", "MRN", "Med Rec #", "MR#"], "UK": ["Hosp No", "Hospital No.", "MRN", "K-number"],
                          "AU": ["UR", "URN", "MRN", "UR No."], "CA": ["MRN", "Chart #", "Chart No."]}[c]
        self.mrn_label = rng.choice(self.mrn_label)
        self.nhs = phi.nhs_number(rng) if c == "UK" else None
        self.plan_label, self.plan = phi.healthplan(rng, c)
        self.ssn = phi.ssn(rng, c) if c != "AU" else None
        self.ssn_label = {"US": "SSN", "CA": "SIN", "UK": "NI No", "AU": None}[c]
        self.profession = rng.choice(PM.PROFESSIONS)
        self.adult = self.age >= 16
        # occupation shown for a child is a parent's
        self.parent_profession = rng.choice(PM.PROFESSIONS)
        self.employer = rng.choice(PL.EMPLOYERS)
        hs = rng.sample(PL.HOSPITALS[c], 3)
        self.hosp, self.hosp_abbr = hs[0]
        self.hosp2 = hs[1][0]
        self.hosp3 = hs[2][0]
        self.trust = rng.choice(PL.TRUSTS[c])
        self.practice = rng.choice(PL.PRACTICES[c])
        self.ward = rng.choice(PL.WARDS)
        self.room = rng.choice(PL.ROOMS)
        self.bed = rng.choice(PL.BEDS)
        self.building = rng.choice(PL.BUILDINGS)
        self.care_home = rng.choice(PL.CARE_HOMES)
        self.acct = phi.account(rng)
        self.job = phi.job_no(rng, c, self.event.year)
        self.acc = phi.accession(rng)
        self.req = phi.req_no(rng)
        # people
        staff = phi.pick_people(rng, 6, "DOCTOR", c)
        self.photog, self.clin, self.ig, self.clerk, self.nurse, self.other = staff
        self.photog.cred = rng.choice(PHOTOG_CREDS[c])
        self.nurse.cred = rng.choice(NURSE_CREDS[c])
        self.specialty = rng.choice(PM.SPECIALTIES)
        fsex = rng.choice("FM")
        same_surname = rng.random() < 0.55
        self.nok = phi.Person(rng, "FAMILY", c, sex=fsex, surname=self.pt.last if same_surname else None)
        self.nok_rel = rng.choice(PN.RELATIONS_F if fsex == "F" else PN.RELATIONS_M)
        if self.age < 16:
            self.nok_rel = rng.choice(["mother", "father", "mum", "dad", "grandmother", "foster carer", "legal guardian"])
        self.dept_phone = phi.phone(rng, c, "land")
        self.dept_fax = phi.phone(rng, c, "fax")
        while self.dept_fax == self.dept_phone:
            self.dept_fax = phi.phone(rng, c, "fax")
        self.dept_email = phi.email_for(rng, None)
        self.clin_email = phi.email_for(rng, self.clin)
        self.lic_label, self.lic = phi.license_staff(rng, c)
        self.cam = rng.choice(PM.CAMERAS)
        self.cam_sn = phi.device_serial(rng, "camera")
        self.lens = rng.choice(PM.LENSES)
        self.ip = phi.ipaddr(rng)
        self.user = phi.username(rng, self.photog)
        self.site_place = _place(rng, c)
        self.site_street = street(rng, c)

    def site_addr_inline(self):
        pl = self.site_place
        out = [P(self.site_street, "STREET"), ", ", P(pl["city"], "CITY")]
        if self.country == "UK":
            out += [" ", P(pl["zip"], "ZIP")]
        else:
            out += [", ", P(pl["state_abbr"], "STATE"), " ", P(pl["zip"], "ZIP")]
        return out

    # ---- convenience segment helpers
    def d(self, dt=None, style=None):
        return phi.D(self.rng, dt or self.event, self.country, style)

    def days(self, n):
        return self.event + datetime.timedelta(days=n)

    def dob_ph(self, style=None):
        style = style or self.rng.choice(DOB_STYLES[self.country])
        return phi.D(self.rng, self.dob, self.country, style)

    def age_ph(self):
        return phi.age_ph(self.rng, self.age)

    def age_phrase(self):
        return phi.age_phrase(self.rng, self.age, self.sex)

    def pt_ref(self, styles=None):
        return self.pt.ref(self.rng, styles)

    def addr_inline(self, with_country=None):
        """street, city, state zip - each part its own span."""
        if with_country is None:
            with_country = self.rng.random() < 0.12
        pl = self.place
        out = [P(self.street, "STREET"), ", ", P(pl["city"], "CITY")]
        if self.country == "UK":
            if self.rng.random() < 0.6:
                out += [", ", P(pl["state"], "CITY")]
            out += [" " if self.rng.random() < 0.5 else ", ", P(pl["zip"], "ZIP")]
        else:
            st = pl["state_abbr"] if self.rng.random() < 0.75 else pl["state"]
            out += [", " if self.rng.random() < 0.6 else " ", P(st, "STATE"),
                    "  " if self.rng.random() < 0.1 else " ", P(pl["zip"], "ZIP")]
        if with_country:
            out += [", ", P(self.rng.choice(PL.HOME_COUNTRY[self.country]), "COUNTRY")]
        return out

    def addr_lines(self):
        """multi-line address block, list of segment lists (one per line)."""
        pl = self.place
        lines = [[P(self.street, "STREET")], [P(pl["city"], "CITY")]]
        if self.country == "UK":
            if self.rng.random() < 0.5:
                lines.append([P(pl["state"], "CITY")])
            lines.append([P(pl["zip"], "ZIP")])
        else:
            st = pl["state_abbr"] if self.rng.random() < 0.8 else pl["state"]
            lines[1] += [", " if self.rng.random() < 0.5 else " ", P(st, "STATE"), "  ", P(pl["zip"], "ZIP")]
        return lines

    def hosp_ph(self, abbr_ok=True):
        if abbr_ok and self.hosp_abbr and self.rng.random() < 0.25:
            return P(self.hosp_abbr, "HOSPITAL")
        return P(self.hosp, "HOSPITAL")

    def nat_id(self):
        """(label, segment) of the main national health identifier."""
        c = self.country
        if c == "UK":
            return (self.rng.choice(["NHS No", "NHS number", "NHS#", "NHS No."]), P(self.nhs, "MRN"))
        return (self.plan_label, P(self.plan, "HEALTHPLAN"))

    def ssn_seg(self):
        if not self.ssn:
            return None
        return [self.ssn_label + ": ", P(self.ssn, "SSN")]

    def phone_ph(self, which="phone"):
        return P(getattr(self, which), "PHONE")

    def staff_line(self, person, role=None):
        out = person.ref(self.rng)
        if role:
            out = out + [" (" + role + ")"]
        return out
