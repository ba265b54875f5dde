"""One fictional case per note: patient, family, staff, sites, identifiers and dates."""
import datetime as dt

import gen as G
import pools_people as PP
import pools_places as PL
from nb import V, Lazy, Ctx


PATIENT_GENRES = ("dementia_memory_clinic_letter", "falls_clinic_review", "comprehensive_geriatric_assessment",
                  "geriatric_ward_discharge_summary", "pharmacist_medication_review")


class Person:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def nm(p, style, typ=None):
    """Render a person's name; titles and credentials stay outside the span."""
    typ = typ or p.typ
    first, last = p.first, p.last
    if style == "full":
        return V(typ, "%s %s" % (first, last))
    if style == "fml":
        if p.mid:
            return V(typ, "%s %s. %s" % (first, p.mid, last))
        return V(typ, "%s %s" % (first, last))
    if style == "title_last":
        return [p.title + " ", V(typ, last)]
    if style == "title_full":
        return [p.title + " ", V(typ, "%s %s" % (first, last))]
    if style == "title_init":
        return [p.title + " ", V(typ, "%s. %s" % (first[0], last))]
    if style == "LF":
        return V(typ, "%s, %s" % (last.upper(), first))
    if style == "LFM":
        if p.mid:
            return V(typ, "%s, %s %s" % (last.upper(), first.upper(), p.mid))
        return V(typ, "%s, %s" % (last.upper(), first.upper()))
    if style == "lf":
        return V(typ, "%s, %s" % (last, first))
    if style == "init_last":
        return V(typ, "%s. %s" % (first[0], last))
    if style == "initlast_nodot":
        return V(typ, "%s %s" % (first[0], last))
    if style == "first":
        return V(typ, first)
    if style == "last":
        return V(typ, last)
    if style == "nick":
        return V(typ, p.nick or first)
    if style == "initials":
        return V(typ, "%s%s" % (first[0], last[0]))
    if style == "initials_dot":
        return V(typ, "%s.%s." % (first[0], last[0]))
    if style == "initials_low":
        return V(typ, ("%s%s" % (first[0], last[0])).lower())
    if style == "caps":
        return V(typ, ("%s %s" % (first, last)).upper())
    if style == "full_cred":
        return [V(typ, "%s %s" % (first, last)), p.cred]
    if style == "dr_full":
        return [p.title + " ", V(typ, "%s %s" % (first, last))]
    if style == "quoted_nick":
        return V(typ, "%s \"%s\" %s" % (first, p.nick or first, last))
    raise ValueError(style)


class Case:
    def __init__(self, rng, country, lower, genre):
        self.rng = rng
        self.country = country
        self.lower = lower
        self.genre = genre
        uk = country == "UK"
        r = rng
        # ---- dates
        start = dt.date(2021, 2, 1)
        self.v = start + dt.timedelta(days=r.randrange(0, 1580))
        self.style = r.choice(G.FULL_STYLES)
        # ---- patient
        sex = r.choice("FFFM")  # aged care is mostly women
        if uk:
            first = r.choice(PP.OLD_F_UK if sex == "F" else PP.OLD_M_UK)
            last = r.choice(PP.SURNAMES_UK)
        else:
            first = r.choice(PP.OLD_F_AU if sex == "F" else PP.OLD_M_AU)
            last = r.choice(PP.SURNAMES_AU)
        nick = None
        if first in PP.NICK and r.random() < 0.55:
            nick = r.choice(PP.NICK[first])
        mid = r.choice("ABCDEFGHIJKLMNPRSTW") if r.random() < 0.45 else None
        if sex == "F":
            title = r.choice(["Mrs", "Mrs", "Mrs", "Miss", "Ms"])
        else:
            title = "Mr"
        agey = int(r.triangular(68, 104, 88))
        dob = self.v - dt.timedelta(days=int(agey * 365.25) + r.randrange(0, 360))
        age = self.v.year - dob.year - ((self.v.month, self.v.day) < (dob.month, dob.day))
        self.pt = Person(first=first, last=last, mid=mid, nick=nick, title=title, sex=sex,
                         typ="PATIENT")
        self.age = age
        self.dob = dob
        self.he = "she" if sex == "F" else "he"
        self.He = self.he.capitalize()
        self.his = "her" if sex == "F" else "his"
        self.His = self.his.capitalize()
        self.him = "her" if sex == "F" else "him"
        self.prof = r.choice(PP.PROF_UK if uk else PP.PROF_AU)
        bc = PP.COUNTRY_BIRTH_UK if uk else PP.COUNTRY_BIRTH_AU
        self.birth_country = r.choice(bc) if r.random() < (0.3 if uk else 0.45) else None
        self.lang = PP.LANG.get(self.birth_country) if self.birth_country else None
        # ---- places
        if uk:
            t = r.choice(PL.UK_TOWNS)
            self.town, self.region, self.pc_area, self.area = t
            self.region_typ = "CITY"   # a county is labelled CITY per the guideline
            self.region_full = t[1]
        else:
            t = r.choice(PL.AU_TOWNS)
            self.town, self.region, self.region_full, self.postcode_fixed, self.area = t
            self.region_typ = "STATE"
        self.addr = self._address()
        self.home_addr = self._address(home=True)
        self.home = r.choice(PL.UK_HOMES if uk else PL.AU_HOMES)
        self.unit = r.choice(PL.UNITS)
        self.room = r.choice([str(r.randrange(1, 60)), "%s%d" % (r.choice("ABCDG"), r.randrange(1, 40)),
                              "%d%s" % (r.randrange(1, 45), r.choice("AB")), str(r.randrange(101, 240))])
        self.home_phone = G.phone(r, country, "land", self.area)
        self.home_fax = G.phone(r, country, "land", self.area)
        self.home_email = G.email(r, r.choice(["manager", "nursing", "admin", "reception", "clinical.lead"])
                                  + "." + G.slug(self.home).split("-")[0])
        self.home_url = G.url(r, self.home)
        self.hosp = r.choice(PL.UK_HOSPITALS if uk else PL.AU_HOSPITALS)
        self.ward = r.choice(PL.UK_WARDS if uk else PL.AU_WARDS)
        self.hosp_phone = G.phone(r, country, "land", self.area)
        self.practice = r.choice(PL.UK_PRACTICES if uk else PL.AU_PRACTICES)
        self.practice_phone = G.phone(r, country, "land", self.area)
        self.practice_fax = G.phone(r, country, "land", self.area)
        self.practice_email = G.email(r, G.slug(self.practice).replace("-", "."))
        self.pharmacy = r.choice(PL.UK_PHARMACIES if uk else PL.AU_PHARMACIES)
        self.pharmacy_phone = G.phone(r, country, "land", self.area)
        self.pharmacy_fax = G.phone(r, country, "land", self.area)
        self.memory = r.choice(PL.UK_MEMORY if uk else PL.AU_MEMORY)
        self.falls = r.choice(PL.UK_FALLS if uk else PL.AU_FALLS)
        ch = r.choice([x for x in PL.CHURCHES if country in x[2].split()])
        self.church, self.religion = ch[0], ch[1]
        self.employer = r.choice(PL.EMPLOYERS_UK if uk else PL.EMPLOYERS_AU)
        self.club = r.choice(PL.CLUBS_UK if uk else PL.CLUBS_AU)
        # ---- staff
        self.gp = self.staff("Dr", "GP")
        self.geri = self.staff(r.choice(["Dr", "Dr", "Prof"]), "Consultant Geriatrician" if uk else "Geriatrician")
        self.reg = self.staff("Dr", r.choice(["Registrar", "Specialty Registrar", "Advanced Trainee"]
                                             if not uk else ["ST5 Geriatrics", "Specialty Registrar", "FY2"]))
        self.rns = [self.staff("", "RN") for _ in range(4)]
        self.carers = [self.staff("", "HCA" if uk else r.choice(["PCW", "AIN", "PCA"])) for _ in range(4)]
        self.manager = self.staff("", "Home Manager" if uk else "Facility Manager")
        self.pharmacist = self.staff("", "Pharmacist")
        self.physio = self.staff("", "Physiotherapist")
        self.ot = self.staff("", "Occupational Therapist")
        self.sw = self.staff("", "Social Worker")
        self.slt = self.staff("", "Speech and Language Therapist" if uk else "Speech Pathologist")
        self.np = self.staff("", "Nurse Practitioner")
        # ---- family
        self.nok1 = self.family()
        self.nok2 = self.family()
        if self.nok2.rel in ("husband", "wife") and self.nok1.rel in ("husband", "wife"):
            self.nok2.rel = "son" if self.nok2.sex == "M" else "daughter"
            self.nok2.first = r.choice(PP.FAMILY_FIRST_M if self.nok2.sex == "M" else PP.FAMILY_FIRST_F)
        if self.nok2.first == self.nok1.first:
            self.nok2.first = r.choice(PP.FAMILY_FIRST_M if self.nok2.sex == "M" else PP.FAMILY_FIRST_F)
        self.spouse_name = r.choice(PP.OLD_M_UK if sex == "F" else PP.OLD_F_UK) if uk else \
            r.choice(PP.OLD_M_AU if sex == "F" else PP.OLD_F_AU)
        sp = [f for f in (self.nok1, self.nok2) if f.rel in ("husband", "wife")]
        if sp:
            self.married = True
            self.spouse_name = sp[0].first
        else:
            self.married = r.random() < 0.2
        self.spouse_dead = not self.married
        # ---- identifiers
        self.nhs = G.nhs_number(r)
        self.hospno = G.hosp_no(r, country)
        self.resid = G.resident_id(r)
        self.ni = G.ni_number(r)
        self.crn = G.crn(r)
        self.medicare = G.medicare(r)
        self.dva = G.dva(r) if r.random() < 0.35 else None
        self.fund = G.fund_no(r)
        self.fund_name = r.choice(["Coastline Health", "Heritage Mutual Health", "Bluegum Health Fund",
                                   "Pioneer Members Health"])
        self.macid = G.mac_id(r)
        self.council = G.council_id(r)
        self.acct = G.account(r)

    # ------------------------------------------------------------ people
    def staff(self, title, role):
        r = self.rng
        first = r.choice(PP.STAFF_FIRST)
        last = r.choice(PP.STAFF_LAST)
        uk = self.country == "UK"
        if role in ("RN",):
            cred = r.choice([" RN", ", RN", " RGN", " (RN)", " EN" if not uk else " RMN"]) if True else ""
        elif role in ("HCA", "PCW", "AIN", "PCA"):
            cred = " (%s)" % role
        elif title in ("Dr", "Prof"):
            if role == "GP":
                cred = r.choice([" MBChB MRCGP", ", MRCGP", " MBBS", ""]) if uk else r.choice([" MBBS FRACGP", ", FRACGP", " MBBS", ""])
            elif "Registrar" in role or role in ("FY2", "ST5 Geriatrics", "Advanced Trainee"):
                cred = r.choice([", MRCP", " MBBS", ""]) if uk else r.choice([" MBBS", ""])
            else:
                cred = r.choice([", FRCP", " MBChB FRCP", ", MRCP", ""]) if uk else r.choice([" MBBS FRACP", ", FRACP", ""])
        else:
            cred = ", " + role
        if title in ("Dr", "Prof"):
            lic_label, lic = ("GMC", G.gmc(r)) if uk else ("AHPRA", G.ahpra(r, "MED"))
        elif role == "RN" or role == "Nurse Practitioner":
            lic_label, lic = ("NMC PIN", G.nmc(r)) if uk else ("AHPRA", G.ahpra(r, "NMW"))
        elif role == "Pharmacist":
            lic_label, lic = ("GPhC", G.gphc(r)) if uk else ("AHPRA", G.ahpra(r, "PHA"))
        elif role == "Physiotherapist":
            lic_label, lic = ("HCPC", G.hcpc(r, "PH")) if uk else ("AHPRA", G.ahpra(r, "PHY"))
        elif role == "Occupational Therapist":
            lic_label, lic = ("HCPC", G.hcpc(r, "OT")) if uk else ("AHPRA", G.ahpra(r, "OCC"))
        else:
            lic_label, lic = ("Reg", G.hcpc(r, "SW"))
        return Person(first=first, last=last, mid=None, nick=None, title=title or r.choice(["Ms", "Mr"]),
                      sex="X", typ="DOCTOR", role=role, cred=cred, lic=lic, lic_label=lic_label,
                      user=G.username(r, first, last),
                      email=G.email(r, "%s.%s" % (G.slug(first), G.slug(last).replace("-", ""))),
                      bleep=G.bleep(r), phone=G.phone(r, self.country, "land", None))

    def family(self):
        r = self.rng
        uk = self.country == "UK"
        sex = r.choice("FFM")
        rel = r.choice(PP.REL_F if sex == "F" else PP.REL_M)
        if rel in ("wife", "husband"):
            if self.pt.sex == "F":
                rel, sex = "husband", "M"
            else:
                rel, sex = "wife", "F"
        first = r.choice(PP.FAMILY_FIRST_F if sex == "F" else PP.FAMILY_FIRST_M)
        if rel in ("son", "brother", "husband", "wife", "grandson") or r.random() < 0.3:
            last = self.pt.last
        else:
            last = r.choice(PP.SURNAMES_UK if uk else PP.SURNAMES_AU)
        if rel in ("husband", "wife"):
            first = r.choice(PP.OLD_M_UK if sex == "M" else PP.OLD_F_UK) if uk else \
                r.choice(PP.OLD_M_AU if sex == "M" else PP.OLD_F_AU)
        t = r.choice(PL.UK_TOWNS if uk else PL.AU_TOWNS)
        return Person(first=first, last=last, mid=None, nick=None,
                      title=("Mrs" if sex == "F" else "Mr") if r.random() < 0.7 else ("Ms" if sex == "F" else "Mr"),
                      sex=sex, typ="FAMILY", rel=rel, town=t[0],
                      mobile=G.phone(r, self.country, "mobile"),
                      land=G.phone(r, self.country, "land", t[3] if uk else t[4]),
                      email=G.email(r, r.choice(["%s.%s", "%s%s", "%s_%s"]) % (
                          G.slug(first).replace("-", ""), G.slug(last).replace("-", "")) +
                          r.choice(["", "", "57", "64", "1970", "72"])),
                      prof=r.choice(PP.PROF_FAMILY))

    # ------------------------------------------------------------ places
    def _address(self, home=False):
        r = self.rng
        uk = self.country == "UK"
        name = r.choice(PL.STREET_NAMES)
        num = r.randrange(1, 240)
        if uk:
            suf = r.choice(PL.STREET_SUFFIX_UK)
            st = "%d %s %s" % (num, name, suf)
            if not home and r.random() < 0.15:
                st = "Flat %d, %s" % (r.randrange(1, 30), st)
            elif not home and r.random() < 0.08:
                st = "%s, %s" % (r.choice(PL.UK_HOUSE_NAMES), st)
            zc = G.ukpostcode(r, self.pc_area)
        else:
            suf = r.choice(PL.STREET_SUFFIX_AU)
            st = "%d %s %s" % (num, name, suf)
            if not home and r.random() < 0.2:
                st = "%s%d/%d %s %s" % (r.choice(["", "Unit "]), r.randrange(1, 20), num, name, suf)
            zc = self.postcode_fixed
        return {"street": st, "zip": zc}

    def region_v(self, full=None):
        if self.country == "UK":
            return V("CITY", self.region)
        if full is None:
            full = self.rng.random() < 0.2
        return V("STATE", self.region_full if full else self.region)

    def address(self, which="pt", form=None):
        a = self.addr if which == "pt" else self.home_addr
        r = self.rng
        form = form or r.choice(["line", "line", "short", "block"])
        st, town, zc = V("STREET", a["street"]), V("CITY", self.town), V("ZIP", a["zip"])
        if self.country == "UK":
            if form == "line":
                return [st, ", ", town, ", ", self.region_v(), " ", zc]
            if form == "short":
                return [st, ", ", town, " ", zc]
            return [st, "\n", town, "\n", self.region_v(), "\n", zc]
        if form == "line":
            return [st, ", ", town, " ", self.region_v(False), " ", zc]
        if form == "short":
            return [st, ", ", town, ", ", self.region_v()]
        return [st, "\n", town, "  ", self.region_v(False), "  ", zc]

    # ------------------------------------------------------------ dates
    def day(self, off):
        return self.v + dt.timedelta(days=off)

    def D(self, off=0, style=None):
        return V("DATE", G.fmt_date(self.day(off), style or self.style))

    def W(self, off=0, style=None):
        """A working-day date (weekend offsets move on to Monday)."""
        d = self.day(off)
        while d.weekday() >= 5:
            d += dt.timedelta(days=1)
        return V("DATE", G.fmt_date(d, style or self.style))

    def Dd(self, d, style=None):
        return V("DATE", G.fmt_date(d, style or self.style))

    def dobv(self, style=None):
        st = style or self.style
        if st == "dmy2":
            st = "dmy"
        return V("DATE", G.fmt_date(self.dob, st))

    def clock(self, night=False):
        """Return a function giving increasing times of day from a random start."""
        r = self.rng
        h0 = r.randrange(0, 22) if night else r.randrange(7, 17)
        m0 = r.randrange(0, 60)

        def hm(add):
            tot = h0 * 60 + m0 + add
            return "%02d:%02d" % ((tot // 60) % 24, tot % 60)
        return hm

    def time(self, night=False):
        r = self.rng
        h = r.randrange(0, 24) if (night or r.random() < 0.12) else r.randrange(7, 21)
        return "%02d:%02d" % (h, r.choice([0, 5, 10, 15, 20, 25, 30, 40, 45, 50, 55]))

    def time_ampm(self):
        r = self.rng
        return "%d:%02d%s" % (r.randrange(1, 13), r.choice([0, 10, 15, 20, 30, 45]), r.choice(["am", "pm", " am", " pm"]))

    # ------------------------------------------------------------ patient references
    def age_v(self, words=False):
        return V("AGE", G.age_words(self.age) if words else str(self.age))

    def age_phrase(self):
        r = self.rng.randrange(8)
        a = self.age_v()
        if r == 0:
            return [a, "-year-old"]
        if r == 1:
            return [a, " yo"]
        if r == 2:
            return [a, "yo"]
        if r == 3:
            return [a, " year old"]
        if r == 4:
            return ["aged ", a]
        if r == 5:
            return [a, "-yr-old"]
        if r == 6:
            return [self.age_v(words=True), "-year-old"]
        return [a, " y/o"]

    def pref(self, cap=False):
        """A varying way to refer to the patient (sometimes with no PHI at all)."""
        p = self.pt
        r = self.rng.randrange(10)
        if r < 4:
            return nm(p, "title_last")
        if r < 6:
            return nm(p, "nick") if p.nick else nm(p, "first")
        if r == 6:
            return nm(p, "first")
        if r == 7:
            w = "the patient" if self.genre in PATIENT_GENRES else "the resident"
            return w.capitalize() if cap else w
        if r == 8:
            return self.He if cap else self.he
        return nm(p, "title_last")

    def ctx(self, **extra):
        c = Ctx()
        p = self.pt
        c.update(
            pt_full=nm(p, "full"), pt_fml=nm(p, "fml"), pt_tl=nm(p, "title_last"),
            pt_tf=nm(p, "title_full"), pt_LF=nm(p, "LF"), pt_LFM=nm(p, "LFM"), pt_first=nm(p, "first"),
            pt_nick=nm(p, "nick"), pt_caps=nm(p, "caps"), pt_init=nm(p, "initials_dot"),
            pt=Lazy(self.pref), Pt=Lazy(lambda: self.pref(True)), age=self.age_v(), agep=Lazy(self.age_phrase), dob=self.dobv(),
            he=self.he, He=self.He, his=self.his, His=self.His, him=self.him,
            home=V("HOSPITAL", self.home), unit=V("HOSPITAL", self.unit),
            room=V("LOCATION_OTHER", self.room), hosp=V("HOSPITAL", self.hosp),
            ward=V("HOSPITAL", self.ward), practice=V("HOSPITAL", self.practice),
            pharmacy=V("HOSPITAL", self.pharmacy), memory=V("HOSPITAL", self.memory),
            falls=V("HOSPITAL", self.falls),
            home_phone=V("PHONE", self.home_phone), home_fax=V("FAX", self.home_fax),
            home_email=V("EMAIL", self.home_email), home_url=V("URL", self.home_url),
            hosp_phone=V("PHONE", self.hosp_phone),
            practice_phone=V("PHONE", self.practice_phone), practice_fax=V("FAX", self.practice_fax),
            practice_email=V("EMAIL", self.practice_email),
            pharmacy_phone=V("PHONE", self.pharmacy_phone), pharmacy_fax=V("FAX", self.pharmacy_fax),
            town=V("CITY", self.town), region=Lazy(self.region_v),
            addr=Lazy(lambda: self.address("pt")), addr_line=Lazy(lambda: self.address("pt", "line")),
            home_addr=Lazy(lambda: self.address("home", "line")),
            home_block=Lazy(lambda: self.address("home", "block")),
            prof=V("PROFESSION", self.prof), church=V("ORGANIZATION", self.church),
            employer=V("ORGANIZATION", self.employer), club=V("ORGANIZATION", self.club),
            today=self.D(0), time=Lazy(self.time),
            gp_dr=nm(self.gp, "title_last"), gp_full=nm(self.gp, "full"), gp_drfull=nm(self.gp, "dr_full"),
            geri_dr=nm(self.geri, "title_last"), geri_full=nm(self.geri, "dr_full"),
            reg_dr=nm(self.reg, "title_last"), reg_full=nm(self.reg, "dr_full"),
            nok1=nm(self.nok1, "full"), nok1_first=nm(self.nok1, "first"), nok1_rel=self.nok1.rel,
            nok1_mob=V("PHONE", self.nok1.mobile), nok1_land=V("PHONE", self.nok1.land),
            nok1_email=V("EMAIL", self.nok1.email), nok1_prof=V("PROFESSION", self.nok1.prof),
            nok1_town=V("CITY", self.nok1.town),
            nok2=nm(self.nok2, "full"), nok2_first=nm(self.nok2, "first"), nok2_rel=self.nok2.rel,
            nok2_mob=V("PHONE", self.nok2.mobile), nok2_prof=V("PROFESSION", self.nok2.prof),
            nok2_town=V("CITY", self.nok2.town),
        )
        c.update(extra)
        return c

    # ------------------------------------------------------------ identifier blocks
    def ids_line(self, which=("mrn", "hp")):
        """Country-appropriate identifier pieces, e.g. 'NHS No: [..]'."""
        uk = self.country == "UK"
        out = []
        for w in which:
            if out:
                out.append(self.rng.choice(["   ", " | ", "; ", "\n"]))
            if w == "mrn":
                out += (["NHS No: ", V("MRN", self.nhs)] if uk else ["URN: ", V("MRN", self.hospno)])
            elif w == "hosp":
                out += (["Hosp No: ", V("MRN", self.hospno)] if uk else ["Medicare: ", V("HEALTHPLAN", self.medicare)])
            elif w == "hp":
                if uk:
                    out += ["NHS No: ", V("MRN", self.nhs)] if w != "hp" else ["Hospital No: ", V("MRN", self.hospno)]
                else:
                    out += ["Medicare No: ", V("HEALTHPLAN", self.medicare)]
                    if self.dva:
                        out += ["   DVA: ", V("HEALTHPLAN", self.dva)]
            elif w == "res":
                out += ["Resident ID: ", V("MRN", self.resid)]
            elif w == "ssn":
                out += (["NI No: ", V("SSN", self.ni)] if uk else ["Centrelink CRN: ", V("SSN", self.crn)])
        return out
