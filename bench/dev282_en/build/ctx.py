"""Per-note context: the note under construction plus its site, patient,
staff and date helpers (author 282)."""
import datetime

import clinical as C
import core
import phi
import pools_places as PL


class Ctx:
    def __init__(self, rng, country, lower, genre):
        self.rng = rng
        self.country = country
        self.genre = genre
        self.n = core.Note(lower, rng, rng.random() < 0.2)
        self.site = core.Site(rng, country)
        self.when = phi.rand_date(rng)
        self.ds = phi.date_style(rng, country)
        self.pt = core.Patient(rng, country, self.when)
        self._staff = {}

    # -------------------------------------------------------------- writing
    def w(self, tmpl="", **kw):
        self.n.f(tmpl, **kw)

    def ln(self, tmpl="", **kw):
        self.n.f(tmpl, **kw)
        self.n.t("\n")

    # -------------------------------------------------------------- people
    def staff(self, role, key=None, domain=None):
        k = key or role
        if k not in self._staff:
            self._staff[k] = core.Staff(self.rng, self.country, role, domain or self.site.domain)
        return self._staff[k]

    def S(self, st, style=None):
        return core.sname(self.rng, st, style)

    def P(self, style=None, pt=None):
        return core.pname(self.rng, (pt or self.pt).p, "PATIENT", style)

    def F(self, person=None, style=None):
        return core.pname(self.rng, person or self.pt.nok, "FAMILY", style)

    def other_patient(self, age_range=(19, 91)):
        return core.Patient(self.rng, self.country, self.when, age_range)

    # -------------------------------------------------------------- dates
    def d(self, delta=0):
        return self.when + datetime.timedelta(days=delta)

    def D(self, delta=0, style=None, date=None):
        dd = date or self.d(delta)
        return (phi.fmt_date(dd, style or self.ds), "DATE")

    def Dshort(self, delta=0, date=None):
        mfirst = self.ds.startswith(("mdy", "mon_", "month_"))
        return (phi.fmt_date_short(date or self.d(delta), self.country, self.rng, mfirst), "DATE")

    def Dlong(self, delta=0, date=None):
        return (phi.fmt_date_long(date or self.d(delta), self.country), "DATE")

    def DOB(self, pt=None, style=None):
        return (phi.fmt_date((pt or self.pt).dob, style or self.ds), "DATE")

    def time(self, lo=7, hi=19):
        r = self.rng
        return f"{r.randrange(lo, hi):02d}:{r.randrange(0, 60):02d}"

    def time_after(self, t, lo=5, hi=90):
        h, m = int(t[:2]), int(t[3:5])
        tot = h * 60 + m + self.rng.randrange(lo, hi)
        return f"{min(tot // 60, 23):02d}:{tot % 60:02d}"

    def time2(self, lo=7, hi=19):
        r = self.rng
        h, m = r.randrange(lo, hi), r.randrange(0, 60)
        return r.choice([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h:02d}{m:02d}h", f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}"])

    # -------------------------------------------------------------- ids
    def ID(self, pt=None):
        lab, val, typ = (pt or self.pt).id_line(self.rng)
        return lab, (val, typ)

    def mrn(self, pt=None):
        return ((pt or self.pt).mrn, "MRN")

    def hosp(self):
        return (self.site.hospital, "HOSPITAL")

    def other_hosp(self):
        return (core.fill(self.rng, self.rng.choice(PL.HOSP_PATTERNS[self.country]), self.country), "HOSPITAL")

    def ward(self, i=None):
        return (self.site.wards[self.rng.randrange(4) if i is None else i], "HOSPITAL")

    def idn(self, kind, delta=0):
        return (phi.idnum(self.rng, kind, self.d(delta)), "IDNUM")

    def phone(self, kind=None):
        return (phi.phone(self.rng, self.country, kind), "PHONE")

    def bleep(self):
        return (phi.bleep(self.rng), "PHONE")

    def fax(self):
        return (self.site.fax, "FAX")

    def email(self, st=None):
        if st is None:
            return (phi.generic_mailbox(self.rng, self.site.domain), "EMAIL")
        return (st.email, "EMAIL")

    def url(self, domain=None, path=None):
        return (phi.url(self.rng, domain or self.site.domain, path), "URL")

    def ip(self):
        return (phi.ipaddr(self.rng), "IPADDR")

    def dev(self, kind):
        return (phi.serial(self.rng, kind), "DEVICE")

    def user(self, st=None):
        if st is None:
            return (phi.system_user(self.rng), "USERNAME")
        return (st.user, "USERNAME")

    def lic(self, st):
        lab, val = st.lic
        return lab, (val, "LICENSE")

    def veh(self):
        return (phi.vehicle(self.rng, self.country), "VEHICLE")

    def age(self, pt=None):
        return core.age_frag(self.rng, (pt or self.pt).age)

    def addr(self, a=None, sep=", ", with_country=None):
        return (a or self.pt.addr).frag(self.rng, sep, with_country)

    def org(self, pool):
        return (self.rng.choice(pool), "ORGANIZATION")

    def compounder(self):
        return (self.site.compounder, "HOSPITAL")

    def room(self):
        r = self.rng
        return r.choice([("Room ", (f"{r.choice('ABCDG')}{r.randrange(1, 4)}.{r.randrange(1, 40):02d}", "LOCATION_OTHER")),
                         ("Bay ", (str(r.randrange(1, 9)), "LOCATION_OTHER")),
                         ("Chair ", (str(r.randrange(1, 24)), "LOCATION_OTHER")),
                         ("Bed ", (str(r.randrange(1, 30)), "LOCATION_OTHER")),
                         ("Room ", (str(r.randrange(100, 820)) + r.choice(["", "A", "B"]), "LOCATION_OTHER"))])

    def building(self):
        return (self.rng.choice(PL.BUILDINGS), "LOCATION_OTHER")

    # -------------------------------------------------------------- clinical
    def regimen(self, pt=None):
        return C.regimen(self.rng, pt or self.pt)

    def labs(self):
        return C.labs(self.rng, self.country)

    def dfmt(self):
        """Human-readable name of the note's date format (not PHI)."""
        return {"mdy": "mm/dd/yyyy", "mdy0": "MM/DD/YYYY", "iso": "YYYY-MM-DD", "dmy": "dd/mm/yyyy"}.get(self.ds, "")

    def pick(self, *opts):
        return self.rng.choice(opts)

    def chance(self, p):
        return self.rng.random() < p

    def sep(self):
        return self.rng.choice(["-" * self.rng.randrange(30, 70), "=" * self.rng.randrange(30, 60), "_" * 40, "", "~" * 30])
