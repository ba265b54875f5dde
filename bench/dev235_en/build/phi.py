"""Places, organisations, contacts, staff and police for dev235_en (author 235); identifiers come from ids.Ids."""
from common import Base, m
from ids import Ids
import pools_places as PP


class Ctx(Ids, Base):
    def __init__(self, rng, country, genre):
        Base.__init__(self, rng, country, genre)
        self.home_city = self.town()
        self.region = self.state_pair()
        self.towns_used = [self.home_city]

    # ------------------------------------------------------------ places
    def town(self):
        pre, suf = PP.TOWN_PARTS[self.cty]
        t = self.ch(pre) + "ton"
        for _ in range(10):
            a_, b_ = self.ch(pre), self.ch(suf)
            if a_.lower() == b_ or a_.lower().endswith(b_[:3]):
                continue
            t = a_ + b_
            if self.cty == "AU" and self.pr(0.15):
                t = self.ch(pre) + self.ch(suf) + " " + self.ch(["North", "East", "Heights",
                                                                 "Park", "West", "Creek"])
            if t not in getattr(self, "towns_used", []):
                break
        if hasattr(self, "towns_used"):
            self.towns_used.append(t)
        return t

    def state_pair(self):
        if self.cty == "US":
            return self.ch(PP.US_STATES)
        if self.cty == "AU":
            return self.ch(PP.AU_STATES)
        return (self.ch(PP.UK_COUNTIES), None)

    def county(self):
        if self.cty == "US":
            return self.ch(PP.US_COUNTY_WORDS) + " County"
        if self.cty == "UK":
            return self.region[0]
        return self.ch(PP.AU_REGIONS)

    def ST(self, full=None):
        name, ab = self.region
        if self.cty == "UK":
            return m("CITY", name)
        if full is None:
            full = self.pr(0.25)
        return m("STATE", name if full else ab)

    def zipc(self):
        if self.cty == "US":
            z = self.nz(5)
            return z + "-" + self.dg(4) if self.pr(0.15) else z
        if self.cty == "AU":
            return PP.AU_POST_FIRST[self.region[1]] + self.dg(3)
        a = self.lt(self.ch([1, 2]), "ABCDEGHKLMNPRSTWY")
        return "%s%d%s %d%s" % (a, self.r.randint(1, 29), "" if self.pr(0.8) else self.lt(1),
                                self.r.randint(1, 9), self.lt(2, "ABDEFGHJLNPQRSTUWXYZ"))

    def street(self, unit=None):
        no = str(self.r.randint(1, 9999 if self.cty == "US" else 240))
        st = "%s %s" % (self.ch(PP.STREET_WORDS), self.ch(PP.STREET_SUFFIX[self.cty]))
        line = "%s %s" % (no, st)
        if unit is None:
            unit = self.pr(0.2)
        if unit:
            u = self.ch(PP.UNIT[self.cty]).format(n=self.r.randint(1, 40))
            if self.cty == "US":
                line = "%s, %s" % (line, u) if self.pr(0.6) else "%s %s" % (line, u)
            elif self.cty == "AU" and u.endswith("/"):
                line = u + line
            else:
                line = "%s, %s" % (u, line)
        return line

    def street_name(self):
        return "%s %s" % (self.ch(PP.STREET_WORDS), self.ch(PP.STREET_SUFFIX[self.cty]))

    def addr(self, city=None, sep=", ", nl=False):
        """Full address, split into parts; sep between street/city."""
        city = city or self.home_city
        s = m("STREET", self.street())
        if self.cty == "US":
            tail = "%s, %s %s" % (m("CITY", city), self.ST(), m("ZIP", self.zipc()))
        elif self.cty == "AU":
            tail = "%s %s %s" % (m("CITY", city.upper() if self.pr(0.4) else city), self.ST(False),
                                 m("ZIP", self.zipc()))
        else:
            county = self.pr(0.5)
            tail = m("CITY", city) + ((sep + self.ST()) if county else "") + (
                sep if nl else " ") + m("ZIP", self.zipc())
        return s + ("\n" if nl else sep) + tail

    def city_state(self, city=None):
        city = city or self.town()
        if self.cty == "UK":
            return m("CITY", city) + (", " + self.ST() if self.pr(0.4) else "")
        return "%s, %s" % (m("CITY", city), self.ST())

    def COUNTRY(self, origin=None, sovereign=False):
        if origin and origin in PP.ORIGIN_COUNTRY and self.pr(0.8):
            c = self.ch(PP.ORIGIN_COUNTRY[origin])
        else:
            c = self.ch(PP.COUNTRIES)
        if sovereign and c in ("Scotland", "Wales", "England", "Northern Ireland"):
            c = "the United Kingdom"
        if c.startswith("the "):
            return "the " + m("COUNTRY", c[4:])
        return m("COUNTRY", c)

    # ------------------------------------------------------------ care sites and organisations
    def hosp(self, kind="hospital", town=None):
        t = town or self.ch(self.towns_used + [self.town()])
        c = self.cty
        if kind == "hospital":
            if c == "US":
                opts = ["%s General Hospital" % t, "%s Regional Medical Center" % t,
                        "St. %s Medical Center" % self.ch(PP.SAINTS),
                        "%s Memorial Hospital" % self.person().surname,
                        "%s Community Hospital" % t, "Mercy %s Hospital" % t,
                        "%s University Medical Center" % t]
            elif c == "UK":
                opts = ["%s Royal Infirmary" % t, "%s General Hospital" % t,
                        "St %s's Hospital" % self.ch(PP.SAINTS), "%s District General" % t,
                        "Royal %s Hospital" % self.region[0], "%s Community Hospital" % t]
            else:
                opts = ["%s Base Hospital" % t, "%s Hospital" % t, "Royal %s Hospital" % t,
                        "St %s's Hospital" % self.ch(PP.SAINTS), "%s Health Service" % t]
            return self.ch(opts)
        if kind == "gp":
            if c == "US":
                return self.ch(["%s Family Practice" % t, "%s Medical Group" % self.ch(PP.STREET_WORDS),
                                "%s Primary Care" % t, "%s Internal Medicine" % t])
            if c == "UK":
                return self.ch(["%s Surgery" % self.ch(PP.STREET_WORDS), "%s Medical Centre" % t,
                                "%s Health Centre" % t, "The %s Practice" % self.ch(PP.STREET_WORDS)])
            return self.ch(["%s Medical Centre" % t, "%s Family Clinic" % t,
                            "%s Street Medical" % self.ch(PP.STREET_WORDS)])
        if kind == "pharmacy":
            return self.ch(["%s Pharmacy" % t, "%s's Pharmacy" % self.person().surname,
                            "%s Chemist" % self.ch(PP.STREET_WORDS), "%s Drug" % t])
        if kind == "ward":
            return "%s %s" % (self.ch(PP.WARD_WORDS), self.ch(["Ward", "Ward", "Unit", "Suite"]))
        if kind == "meo":
            cn = self.county()
            if c == "US":
                return self.ch(["%s Medical Examiner's Office" % cn,
                                "Office of the Medical Examiner, %s" % cn,
                                "%s Coroner's Office" % cn, "%s Forensic Center" % cn])
            if c == "UK":
                return self.ch(["%s Public Mortuary" % t, "%s Mortuary" % t,
                                "%s Medical Examiner Office" % t])
            return self.ch(["%s Forensic Medicine Centre" % t, "%s Coronial Mortuary" % t,
                            "%s Forensic Mortuary" % self.region[0]])
        if kind == "sarc":
            if c == "US":
                return self.ch(["%s Sexual Assault Response Center" % t,
                                "%s SANE Program" % self.hosp("hospital", t),
                                "%s Family Advocacy Center" % t])
            if c == "UK":
                return self.ch(["%s SARC" % t, "%s House SARC" % self.ch(PP.WARD_WORDS),
                                "The %s Centre" % self.ch(PP.WARD_WORDS)])
            return self.ch(["%s Sexual Assault Service" % t, "%s Centre Against Sexual Assault" % t])
        if kind == "dental":
            return self.ch(["%s Dental" % t, "%s Dental Practice" % self.ch(PP.STREET_WORDS),
                            "%s Family Dentistry" % t, "Smile %s Dental Care" % t])
        raise ValueError(kind)

    def H(self, kind="hospital", town=None):
        return m("HOSPITAL", self.hosp(kind, town))

    def org(self, kind="employer"):
        t = self.ch(self.towns_used)
        c = self.cty
        if kind == "employer":
            if self.pr(0.5):
                base = "%s %s" % (self.ch(PP.BUSINESS_ADJ), self.ch(PP.BUSINESS_NOUNS))
            else:
                base = "%s %s" % (self.person().surname, self.ch(PP.BUSINESS_NOUNS))
            return base + ("" if self.pr(0.4) else " " + self.ch(PP.CORP_SUFFIX[c]))
        if kind == "school":
            return self.ch(["%s High School" % t, "%s Academy" % t, "St %s's College" % self.ch(PP.SAINTS),
                            "%s Community College" % t, "%s Primary School" % t,
                            "University of %s" % self.region[0]])
        if kind == "funeral":
            s = self.person().surname
            return self.ch(["%s Funeral Home" % s, "%s & Sons Funeral Directors" % s,
                            "%s Funeral Services" % t, "%s Memorial Chapel" % s])
        if kind == "law":
            a, b = self.person().surname, self.person().surname
            return self.ch(["%s %s LLP" % (a, b), "%s & Co Solicitors" % a,
                            "%s %s Lawyers" % (a, b), "Law Offices of %s" % self.person().render("fl"),
                            "%s Public Defender's Office" % self.county()])
        if kind == "police":
            if c == "US":
                return self.ch(["%s Police Department" % t, "%s Sheriff's Office" % self.county(),
                                "%s PD" % t])
            if c == "UK":
                return self.ch(["%s Constabulary" % self.region[0], "%s Police" % self.region[0]])
            return self.ch(["%s Police" % self.region[0], "%s Police District" % t])
        if kind == "lab":
            return self.ch(["%s Forensic Toxicology" % self.ch(PP.BUSINESS_ADJ),
                            "%s Laboratories" % self.ch(PP.BUSINESS_ADJ),
                            "%s Regional Crime Laboratory" % self.county(),
                            "%s Analytical Services" % self.ch(PP.BUSINESS_ADJ)])
        if kind == "ambulance":
            return self.ch(["%s Ambulance Service" % self.region[0], "%s EMS" % t,
                            "%s Fire Rescue" % t])
        if kind == "church":
            return self.ch(["St %s's Church" % self.ch(PP.SAINTS), "%s Baptist Church" % t,
                            "%s Mosque" % t, "%s Gurdwara" % t, "%s Uniting Church" % t])
        if kind == "court":
            if c == "US":
                return self.ch(["%s Circuit Court" % self.county(),
                                "Superior Court of %s" % self.county()])
            if c == "UK":
                return self.ch(["%s Crown Court" % t, "%s Coroner's Court" % t,
                                "%s Magistrates' Court" % t])
            return self.ch(["%s Coroners Court" % t, "%s District Court" % t,
                            "%s Local Court" % t])
        if kind == "transport":
            return self.ch(["%s Removal Services" % self.ch(PP.BUSINESS_ADJ),
                            "%s Mortuary Transport" % t, "%s Body Removal" % self.ch(PP.BUSINESS_ADJ)])
        if kind == "venue":
            return "%s %s" % (self.ch(PP.BUSINESS_ADJ + PP.STREET_WORDS), self.ch(PP.VENUE_TYPES))
        raise ValueError(kind)

    def O(self, kind="employer"):
        return m("ORGANIZATION", self.org(kind))

    def place(self, kind="landmark"):
        if kind == "landmark":
            base = self.ch(PP.STREET_WORDS + PP.US_COUNTY_WORDS)
            return "%s %s" % (base, self.ch(PP.LANDMARK_TYPES[self.cty]))
        if kind == "custody":
            t = self.ch(self.towns_used)
            if self.cty == "US":
                return self.ch(["%s Detention Center" % self.county(), "%s City Jail" % t,
                                "%s Precinct" % t])
            if self.cty == "UK":
                return self.ch(["%s Custody Suite" % t, "%s Police Station" % t,
                                "%s Road Police Station" % self.ch(PP.STREET_WORDS)])
            return self.ch(["%s Police Station" % t, "%s Watch House" % t])
        if kind == "building":
            return "%s %s" % (self.ch(PP.STREET_WORDS), self.ch(PP.BUILDING_TYPES))
        raise ValueError(kind)

    def LO(self, kind="landmark"):
        return m("LOCATION_OTHER", self.place(kind))

    # ------------------------------------------------------------ contacts
    def phone(self):
        c = self.cty
        if c == "US":
            a = "%d%d%d" % (self.r.randint(2, 9), self.r.randint(0, 9), self.r.randint(0, 9))
            x = "01%s" % self.dg(2)
            s = self.ch(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "1-%s-555-%s"]) % (a, x)
            if self.pr(0.12):
                s += self.ch([" ext. %d", " x%d", " ext %d"]) % self.r.randint(10, 4999)
            return s
        if c == "UK":
            return self.ch(["0%s 555 %s" % (self.ch(["113", "114", "115", "116", "117", "118",
                                                      "121", "131", "141", "161", "191"]), self.dg(4)),
                            "020 5550 %s" % self.dg(4), "+44 %s 555 %s" % (self.ch(["20", "161", "113",
                                                                                  "131"]), self.dg(4)),
                            "07700 555%s" % self.dg(3), "01%s 555%s" % (self.dg(3), self.dg(3))])
        return self.ch(["(0%d) 5550 %s" % (self.r.randint(2, 8), self.dg(4)),
                        "0%d 5550 %s" % (self.r.randint(2, 8), self.dg(4)),
                        "04%s 555 %s" % (self.dg(2), self.dg(3)),
                        "+61 %d 5550 %s" % (self.r.randint(2, 8), self.dg(4))])

    def PH(self):
        return m("PHONE", self.phone())

    def FX(self):
        return m("FAX", self.phone())

    def email(self, p=None, org=False):
        p = p or self.person()
        g = p.given.lower().replace("-", "").replace("'", "")
        s = p.surname.lower().replace(" ", "").replace("'", "").replace("-", "")
        g = g.encode("ascii", "ignore").decode()
        s = s.encode("ascii", "ignore").decode()
        local = self.ch(["%s.%s" % (g, s), "%s%s" % (g[0], s), "%s_%s%s" % (g, s, self.dg(2)),
                         "%s.%s" % (g[0], s), "%s%s" % (s, self.dg(3))])
        if org:
            local = self.ch(["intake", "duty.coroner", "records", "forensic.enquiries", "custody.hcp",
                             "tox.results", "sarc.referrals", "evidence.unit", "me.office"])
        dom = self.ch(PP.SUBDOMAINS) + self.ch(PP.DOMAINS)
        return "%s@%s" % (local, dom)

    def EM(self, p=None, org=False):
        return m("EMAIL", self.email(p, org))

    def url(self):
        dom = self.ch(["portal.", "www.", "cases.", "results.", "", "secure."]) + self.ch(PP.DOMAINS)
        path = self.ch(["/case/%s" % self.dg(6), "/portal", "/results?id=%s" % self.dg(7),
                        "/referrals", "/evidence/track/%s" % self.lt(2) + self.dg(5), "/me/reports",
                        "/upload", "/docs/%s" % self.dg(5)])
        return self.ch(["https://", "http://", "", "https://"]) + dom + path

    def UR(self):
        return m("URL", self.url())

    def ip(self):
        k = self.r.randint(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (self.r.randint(0, 255), self.r.randint(0, 255), self.r.randint(1, 254))
        if k == 1:
            return "192.168.%d.%d" % (self.r.randint(0, 255), self.r.randint(1, 254))
        return "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randint(0, 255), self.r.randint(1, 254))

    def IP(self):
        return m("IPADDR", self.ip())

    def user(self, p):
        g = p.given.lower().encode("ascii", "ignore").decode().replace("-", "")
        s = p.surname.lower().encode("ascii", "ignore").decode().replace(" ", "").replace("'", "").replace("-", "")
        return self.ch(["%s%s" % (g[0], s), "%s%s%d" % (s, g[0], self.r.randint(1, 9)),
                        "%s.%s" % (g, s), "%s%s" % (s[:5], g[:2]), "%s%s%s" % (g[0], s[0], self.dg(4)),
                        "%s_%s" % (g[0], s)])

    def U(self, p):
        return m("USERNAME", self.user(p))

    # ------------------------------------------------------------ staff and police
    def staff(self, kind):
        p = self.person()
        p.kind = kind
        return p

    CREDS = {
        "path": {"US": ["MD", "MD, FCAP", "DO", "MD, PhD"], "UK": ["MBChB FRCPath", "MB BS FRCPath DMJ(Path)",
                 "BM BCh FRCPath"], "AU": ["MBBS FRCPA", "MBBS, FRCPA, DMJ", "MD FRCPA"]},
        "nurse": {"US": ["RN", "RN, SANE-A", "BSN, RN", "RN, SANE-A, SANE-P", "MSN, FNP-C"],
                  "UK": ["RGN", "RN", "RMN", "RN Adult"], "AU": ["RN", "CNS", "RN, CFN"]},
        "fme": {"US": ["MD", "DO", "PA-C"], "UK": ["MBBS MFFLM", "MB ChB DFFLM", "MBBS FFLM"],
                "AU": ["MBBS FACLM", "MBBS", "FRACGP"]},
    }

    def dr(self, p, kind="path", style=None):
        """Clinician with title or credential outside the span."""
        creds = self.ch(self.CREDS.get(kind, self.CREDS["path"])[self.cty])
        styles = ["Dr. %s" % m("DOCTOR", p.render("l")), "Dr %s" % m("DOCTOR", p.render("l")),
                  "Dr %s" % m("DOCTOR", p.render("fl")), "%s, %s" % (m("DOCTOR", p.render("fl")), creds),
                  "%s %s" % (m("DOCTOR", p.render("fml")), creds), "Dr. %s" % m("DOCTOR", p.render("il")),
                  "%s, %s" % (m("DOCTOR", p.render("iml")), creds), "DR %s" % m("DOCTOR", p.render("L"))]
        if kind in ("nurse",):
            styles = ["%s, %s" % (m("DOCTOR", p.render("fl")), creds), "%s %s" % (m("DOCTOR", p.render("fl")), creds),
                      "%s %s" % (m("DOCTOR", p.render("il")), creds), "Nurse %s" % m("DOCTOR", p.render("l")),
                      m("DOCTOR", p.render("fl")), "%s (%s)" % (m("DOCTOR", p.render("fi")), creds)]
        if style is not None:
            return styles[style % len(styles)]
        return self.ch(styles)

    def plain(self, p, typ="DOCTOR", forms=("fl", "fl", "il", "l", "fi", "lf")):
        return m(typ, p.render(self.ch(list(forms))))

    RANKS = {"US": ["Officer", "Ofc.", "Det.", "Detective", "Sgt.", "Deputy", "Cpl.", "Lt.", "Trooper",
                    "Investigator"],
             "UK": ["PC", "DC", "DS", "Sgt", "PS", "DI", "Insp", "Det Con", "PCSO", "A/Sgt"],
             "AU": ["Const.", "Sen Const", "Det Sen Const", "Sgt", "Det Sgt", "LSC", "Insp", "FC"]}

    def officer(self, p=None, badge=None):
        p = p or self.person()
        rank = self.ch(self.RANKS[self.cty])
        if badge is None:
            badge = self.pr(0.35)
        nm = m("FAMILY", p.render(self.ch(["l", "fl", "l", "L", "il"])))
        if badge:
            b = m("IDNUM", self.ch([self.nz(4), self.nz(5), "%s%s" % (self.lt(1), self.dg(4))]))
            if self.cty == "UK" and self.pr(0.6):
                return "%s %s %s" % (rank, b, nm)
            return self.ch(["%s %s #%s" % (rank, nm, b), "%s %s (badge %s)" % (rank, nm, b),
                            "%s %s, ID %s" % (rank, nm, b)])
        return "%s %s" % (rank, nm)
