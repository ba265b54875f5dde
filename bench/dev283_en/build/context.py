"""Case context: one coherent set of people, places, dates and devices for a
note, plus helpers that return items in varied surface forms.
"""
import ids
import phi
import pools_names as PN
import pools_orgs as PO
import pools_places as PP
from devices import DEVICES, DEVICE_BY_KEY


class Dev:
    def __init__(self, rng, key, abbr):
        d = DEVICE_BY_KEY[key]
        self.d = d
        self.key = key
        self.desc = d["desc"]
        self.brand = d["brand"]
        self.model = rng.choice(d["models"])
        self.make_model = "%s %s" % (self.brand, self.model)
        self.serial = ids.serial(rng, self.brand)
        self.asset = ids.asset(rng, abbr)
        fi = rng.randrange(len(d["faults"]))
        self.fault = d["faults"][fi]
        self.fix = d["fixes"][min(fi, len(d["fixes"]) - 1)] if rng.random() < 0.7 else rng.choice(d["fixes"])
        self.part = rng.choice(d["parts"])
        self.fw = "%d.%d.%d" % (rng.randint(1, 9), rng.randint(0, 12), rng.randint(0, 30))


def fill_check(rng, s):
    vals = {"v1": "%+.1f" % rng.uniform(-3.5, 3.5), "p1": str(rng.randint(380, 760)),
            "m1": str(rng.randint(95, 420)), "h1": str(rng.choice([79, 80, 80, 81])),
            "s1": str(rng.randint(95, 98)), "t1": "%.1f" % rng.uniform(36.8, 37.2),
            "j1": str(rng.randint(192, 206)), "c1": "%.1f" % rng.uniform(4.1, 9.8),
            "tv": str(rng.randint(485, 515)), "f1": str(rng.randint(58, 62)),
            "pe": "%.1f" % rng.uniform(9.4, 10.5), "ip": "%.1f" % rng.uniform(17.5, 18.4),
            "ep": "%.1f" % rng.uniform(5.7, 6.3), "o1": "%.1f" % rng.uniform(91.0, 95.6),
            "o2": "%.1f" % rng.uniform(87.5, 94.0), "hr": str(rng.randint(800, 26000)),
            "eb": "%.2f" % rng.uniform(0.03, 0.18), "cy": str(rng.choice([10, 10, 12, 7.5])),
            "va": str(rng.randint(55, 80)), "fl": str(rng.randint(18, 32)),
            "co": "%.1f" % rng.uniform(13.8, 14.2), "ir": str(rng.randint(32, 48))}
    return s.format(**vals)


class Case:
    def __init__(self, rng, country, home=None, age_range=None, dev_key=None):
        self.rng = r = rng
        self.c = c = country
        self.ref = phi.rand_date(r)
        self.pt = phi.new_person(r)
        self.pt_title = phi.title_for(self.pt, r)
        lo, hi = age_range or (19, 97)
        self.age = r.randint(lo, hi)
        self.dob = phi.dob_for_age(r, self.ref, self.age)
        self.mrn = ids.mrn(r, c)
        self.hp = ids.healthplan(r, c)
        self.acct = ids.account(r, c)
        self.ssn = ids.ssn(r, c)
        self.addr = phi.new_address(r, c)
        self.phone = phi.phone(r, c, "any")
        self.mobile = phi.phone(r, c, "mobile")
        self.email = phi.email(self.pt, r)
        self.prof = r.choice(PN.PROFESSIONS)
        rel, sex = r.choice(PN.RELATIONSHIPS)
        same = rel in ("wife", "husband", "daughter", "son", "mother", "father", "sister", "brother",
                       "granddaughter", "grandson") and r.random() < 0.6
        self.rel = rel
        self.fam = phi.new_person(r, sex=sex, last=self.pt.last if same else None)
        self.fam_phone = phi.phone(r, c, "mobile" if r.random() < 0.6 else "main")
        self.fam_email = phi.email(self.fam, r)
        hosp = r.choice(PP.HOSPITALS[c])
        self.hosp, self.hosp_abbr = hosp
        others = [h for h in PP.HOSPITALS[c] if h[0] != self.hosp]
        self.hosp2 = r.choice(others)[0]
        self.site = r.choice(PP.CARE_SITES[c])
        self.ward = r.choice(PP.WARDS[c])
        self.ward2 = r.choice([w for w in PP.WARDS[c] if w != self.ward])
        self.dept = r.choice(PP.DEPARTMENTS)
        self.bed = str(r.randint(1, 32))
        self.bay = str(r.randint(1, 8))
        self.room = r.choice([str(r.randint(101, 899)), "%d%s" % (r.randint(1, 40), r.choice("ABCD")),
                              "%d.%02d" % (r.randint(1, 6), r.randint(1, 60))])
        self.building = r.choice(PP.BUILDINGS)
        self.hosp_street = "%d %s %s" % (r.randint(1, 900), r.choice(PP.STREET_NAMES), r.choice(PP.STREET_SUFFIX[c]))
        self.hosp_city = r.choice(PP.CITIES[c])
        self.eng = phi.new_person(r)
        self.eng2 = phi.new_person(r)
        self.nurse = phi.new_person(r, sex="F" if r.random() < 0.75 else "M")
        self.doc = phi.new_person(r)
        self.mgr = phi.new_person(r)
        self.pharm = phi.new_person(r)
        self.clerk = phi.new_person(r)
        self.sup_eng = phi.new_person(r)
        self.supplier = r.choice(PO.SUPPLIERS[c])
        self.manuf = r.choice(PO.MANUFACTURERS)
        self.courier = r.choice(PO.COURIERS)
        self.employer = r.choice(PO.EMPLOYERS)
        if dev_key is None:
            pool = [d["key"] for d in DEVICES if (home is None or d["home"] == home)]
            dev_key = r.choice(pool)
        self.dev = Dev(r, dev_key, self.hosp_abbr)
        self.dept_phone = phi.phone(r, c)
        self.dept_fax = phi.phone(r, c)
        self.ext = phi.phone(r, c, "ext")
        self.bleep = phi.phone(r, c, "pager")
        self.dept_email = phi.org_email(r, r.choice(["clinical.engineering", "ebme.helpdesk", "biomed",
                                                       "medical.equipment", "equipment.library", "ce.workshop",
                                                       "htm.service"]))

    # ------------------------------------------------ helpers returning items
    def d(self, offset=0, style=None):
        return phi.date(phi.shift(self.ref, offset), self.c, self.rng, style)

    def dobi(self, style=None):
        return phi.date(self.dob, self.c, self.rng, style)

    def pn(self, form=None):
        return phi.pt(self.pt, self.rng, form)

    def s(self, person, role="eng", form=None):
        return phi.staff(person, self.rng, form, role)

    def fn(self, form=None):
        return phi.name_forms(self.fam, "FAMILY", form or self.rng.choice(["full", "full", "first", "title_last", "first"]), self.rng)

    def hosp_i(self, abbr_ok=True):
        if abbr_ok and self.hosp_abbr and self.rng.random() < 0.3:
            return (self.hosp_abbr, "HOSPITAL")
        return (self.hosp, "HOSPITAL")

    def ward_i(self):
        return (self.ward, "HOSPITAL")

    def age_i(self):
        a = str(self.age)
        r = self.rng
        k = r.randrange(8)
        sx = self.pt.sex
        if k == 0:
            return [(a, "AGE"), " yo"]
        if k == 1:
            return [(a, "AGE"), "-year-old"]
        if k == 2:
            return ["aged ", (a, "AGE")]
        if k == 3:
            return [(a, "AGE"), sx]
        if k == 4:
            return [(a, "AGE"), " y/o " + ("male" if sx == "M" else "female")]
        if k == 5:
            return ["age ", (a, "AGE")]
        if k == 6:
            return [(a, "AGE"), "yo " + sx]
        return [(a, "AGE"), " yrs"]

    def addr_i(self, multiline=False, with_country=False):
        return phi.address(self.addr, self.rng, multiline, with_country)

    def idl(self, pair, typ, sep=": "):
        """label + value item list from a (label, value) pair."""
        lab, val = pair
        return [lab + sep, (val, typ)]

    def newid(self, kind, off=0):
        return ids.idnum(self.rng, kind, phi.shift(self.ref, off).year)

    def check_lines(self, dev=None, n=2):
        dv = dev or self.dev
        cs = list(dv.d["checks"])
        self.rng.shuffle(cs)
        return [fill_check(self.rng, x) for x in cs[:n]]

    def other_device(self, home=None):
        pool = [d["key"] for d in DEVICES if (home is None or d["home"] == home)]
        return Dev(self.rng, self.rng.choice(pool), self.hosp_abbr)

    def prof_i(self):
        """Occupation item; 'retired' stays outside the span."""
        p = self.prof
        if p.startswith("retired "):
            return ["retired ", (p[8:], "PROFESSION")]
        return [(p, "PROFESSION")]

    def landmark_i(self):
        lm = self.rng.choice(PP.LANDMARKS)
        if lm.startswith("the "):
            return ["the ", (lm[4:], "LOCATION_OTHER")]
        return [(lm, "LOCATION_OTHER")]

    def times(self):
        """Two ordered clock times (arrive, leave)."""
        r = self.rng
        h = r.randint(7, 17)
        m = r.randint(0, 59)
        dur = r.randint(25, 150)
        h2, m2 = h + (m + dur) // 60, (m + dur) % 60
        f = r.choice(["%02d:%02d", "%d:%02d", "%02d.%02d"])
        return f % (h, m), f % (h2, m2)

    def clocks(self, count):
        """count increasing clock times on one day."""
        r = self.rng
        t = r.randint(0, 14 * 60)
        out = []
        f = r.choice(["%02d:%02d", "%02d%02d", "%d:%02d"])
        for _ in range(count):
            t += r.randint(3, 70)
            t = min(t, 23 * 60 + 59)
            out.append(f % (t // 60, t % 60))
        return out

    def ssn_i(self, prefix=""):
        if not self.ssn:
            return None
        return [prefix + self.ssn[0] + ": ", (self.ssn[1], "SSN")]
