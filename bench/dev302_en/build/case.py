"""One custody episode: the cast, places and identifiers a note can draw on,
plus country terminology and surface-form helpers."""
import datetime as dt

import phi as H
import pools as P

TERMS = {
    "UK": dict(det=["detainee", "DP", "detained person"], sgt="custody sergeant", sgt_r="PS",
               doc=["FME", "forensic physician", "FP"], nurse=["custody nurse practitioner", "HCP", "CNP"],
               mha="s136 Mental Health Act 1983", law="PACE Code C", ed=["A&E", "ED", "ED"],
               ranks=["PC", "PC", "DC", "PS", "Sgt"], dso="DDO", gluc="mmol/L", temp="C",
               triage="MTS category", aa="appropriate adult", suite="custody suite",
               cellw="cell", rouse="Code C Annex H", gp="GP"),
    "IE": dict(det=["prisoner", "detained person", "person in custody"], sgt="member in charge", sgt_r="Sgt",
               doc=["Garda doctor", "FME", "forensic medical examiner"], nurse=["custody nurse", "custody nurse", "RGN"],
               mha="Section 12 Mental Health Act 2001", law="Custody Regulations 1987", ed=["ED", "ED", "A&E"],
               ranks=["Garda", "Garda", "Sgt", "Det Garda"], dso="station orderly", gluc="mmol/L", temp="C",
               triage="MTS category", aa="responsible adult", suite="station", cellw="cell",
               rouse="custody regulations", gp="GP"),
    "AU": dict(det=["person in custody", "PIC", "prisoner"], sgt="watch-house manager", sgt_r="Sgt",
               doc=["FMO", "forensic medical officer", "CMO"], nurse=["custody nurse", "watch-house nurse", "RN"],
               mha="emergency examination authority", law="custody manual", ed=["ED", "ED", "emergency department"],
               ranks=["Const", "Sen Const", "Sgt", "Det Sen Const", "Const"], dso="watch-house officer",
               gluc="mmol/L", temp="C", triage="ATS", aa="independent person", suite="watch-house",
               cellw="cell", rouse="rousing schedule", gp="GP"),
    "CA": dict(det=["prisoner", "detainee", "person in custody"], sgt="cellblock sergeant", sgt_r="Sgt.",
               doc=["on-call physician", "cellblock physician", "MD"], nurse=["cellblock nurse", "custody nurse", "RN"],
               mha="Form 1 under the Mental Health Act", law="prisoner care policy", ed=["ER", "ED", "emergency department"],
               ranks=["Cst.", "Cst.", "Cpl.", "Sgt.", "Det. Cst."], dso="guard", gluc="mmol/L", temp="C",
               triage="CTAS", aa="responsible adult", suite="cellblock", cellw="cell", rouse="check schedule",
               gp="family physician"),
    "US": dict(det=["arrestee", "inmate", "detainee"], sgt="booking sergeant", sgt_r="Sgt.",
               doc=["jail physician", "medical provider", "on-call provider"], nurse=["intake nurse", "LPN", "RN"],
               mha="emergency mental health hold", law="jail medical policy", ed=["ER", "ED", "emergency department"],
               ranks=["Officer", "Deputy", "Deputy", "Sgt.", "Det."], dso="detention officer", gluc="mg/dL",
               temp="F", triage="ESI", aa="guardian", suite="jail", cellw="cell", rouse="observation schedule",
               gp="PCP"),
}

NURSE_CRED = {"UK": ["RGN", "RMN", "RN", "Paramedic", "RGN"], "IE": ["RGN", "RPN", "RGN"],
              "AU": ["RN", "RN", "CNS"], "CA": ["RN", "RN", "RPN"], "US": ["RN", "LPN", "RN"]}
DOC_CRED = {"UK": ["MB ChB", "MBBS", "MRCGP", "FFLM", "MBBS MFFLM"], "IE": ["MB", "MICGP", "MB BCh"],
            "AU": ["MBBS", "FACLM", "MBBS FRACGP"], "CA": ["MD", "MD CCFP", "MD"], "US": ["MD", "DO", "MD"]}


class Case:
    def __init__(self, rng, cc):
        r = self.rng = rng
        self.cc = cc
        self.T = TERMS[cc]
        self.country = H.CC_META[cc]
        self.date = dt.date(2021, 1, 1) + dt.timedelta(days=r.randint(0, 1550))
        self.d2 = self.date + dt.timedelta(days=1)
        self.yy = self.date.year % 100
        self.pt = H.person(r)
        self.age = r.choice([r.randint(18, 35), r.randint(18, 60), r.randint(17, 72), r.randint(15, 17)])
        self.dob = self.date - dt.timedelta(days=self.age * 365 + r.randint(5, 360))
        self.nick = r.choice(P.NICKS) if r.random() < 0.2 else None
        self.nfa = r.random() < 0.12
        self.addr = H.address(r, cc)
        self.pphone = H.phone(r, cc, "mob")
        self.kin = H.person(r)
        if self.age < 18:
            rels = ["mother", "father", "grandmother", "aunt", "foster carer", "stepfather", "older sister"]
        elif self.age < 45:
            rels = ["mother", "father", "partner", "sister", "brother", "aunt", "wife", "husband", "friend",
                    "girlfriend", "boyfriend", "grandmother"]
        else:
            rels = ["partner", "sister", "brother", "wife", "husband", "friend", "son", "daughter", "neighbour"]
        self.kin_rel = r.choice(rels)
        fem = {"mother", "grandmother", "aunt", "older sister", "sister", "wife", "girlfriend", "daughter"}
        mal = {"father", "stepfather", "brother", "husband", "boyfriend", "son"}
        if self.kin_rel in fem:
            self.kin = H.person(r, "F")
        elif self.kin_rel in mal:
            self.kin = H.person(r, "M")
        self.kin_phone = H.phone(r, cc)
        self.job = r.choice(P.PROFESSIONS) if r.random() < 0.75 else None
        self.employer = r.choice(P.EMPLOYERS)
        self.abroad = r.choice(P.COUNTRIES_OTHER) if r.random() < 0.3 else None
        self.lang = P.LANGUAGES[self.abroad] if self.abroad else "English"
        self.hid = H.health_id(r, cc)
        self.ssn = H.ssn(r, cc)
        self.mrn = H.mrn(r, cc)
        self.hcr = H.hcr_no(r)
        self.acct = H.account(r, self.yy)
        t2 = H.town(r, cc)
        self.town = self.addr["town"]
        self.hosp = r.choice(P.HOSP_PAT[cc]).format(t=t2)
        self.ward = r.choice(P.WARDS)
        sname = r.choice(P.STREET_NAMES)
        self.gp = r.choice(P.GP_PAT[cc]).format(t=H.town(r, cc), s=sname)
        self.gp_doc = H.person(r)
        self.gp_phone = H.phone(r, cc, "land")
        self.gp_fax = H.phone(r, cc, "land")
        self.pharm = r.choice(P.PHARM_PAT).format(t=H.town(r, cc), s=r.choice(P.STREET_NAMES),
                                                   n=r.choice(P.SURNAMES))
        self.drugsvc = r.choice(P.DRUG_SERVICE[cc]).format(t=H.town(r, cc))
        self.mhteam = r.choice(P.MH_TEAM[cc]).format(t=H.town(r, cc))
        self.county = r.choice(P.US_COUNTIES)
        st_town = H.town(r, cc)
        self.station_town = st_town
        self.station = r.choice(P.STATIONS[cc]).format(t=st_town, c=self.county)
        forces = P.FORCES[cc]
        self.force = r.choice(forces).format(t=st_town, c=self.county) if forces else None
        self.provider = r.choice(P.PROVIDERS)
        self.ld_service = P.LD_SERVICE[cc].format(t=st_town, r=r.choice(["Wyvernshire", "Northmarch", "Severnvale", "Calderbrook"]))
        self.custody_no = H.custody_no(r, cc, self.yy)
        self.incident = H.incident_no(r, cc, self.yy)
        self.pnc = H.pnc_id(r, self.yy)
        self.nurse = H.person(r)
        self.nurse_cred = r.choice(NURSE_CRED[cc])
        self.nurse_reg = H.clin_reg(r, cc, "para" if self.nurse_cred == "Paramedic" else "nurse")
        self.nurse2 = H.person(r)
        self.fme = H.person(r)
        self.fme_cred = r.choice(DOC_CRED[cc])
        self.fme_reg = H.clin_reg(r, cc, "doc")
        self.sgt = H.person(r)
        self.officer = H.person(r)
        self.officer_no = str(r.randint(100, 9999))
        self.officer2 = H.person(r)
        self.officer2_no = str(r.randint(100, 9999))
        self.rank1 = r.choice(self.T["ranks"])
        self.rank2 = r.choice(self.T["ranks"])
        self.solicitor = H.person(r)
        self.firm = r.choice(P.SOLICITOR_FIRMS)
        self.aa = H.person(r)
        self.interp = H.person(r)
        self.ldw = H.person(r)
        self.eddoc = H.person(r)
        self.cell = r.choice([str(r.randint(1, 30)), "C%d" % r.randint(1, 24), "M%d" % r.randint(1, 12),
                              "F%d" % r.randint(1, 8), str(r.randint(1, 30))])
        self.room = str(r.randint(1, 6))
        self.user = H.username(r, self.nurse)
        self.ip = H.ipaddr(r)
        self.plate = H.plate(r, cc)
        self.prov_phone = H.phone(r, cc, "land")
        self.st_phone = H.phone(r, cc, "land")
        self.dstyle = r.choice(H.PRIMARY[cc])
        self.tstyle = r.choice(["colon", "colon", "hrs", "plain"] if cc != "US" else ["ampm", "ampm", "colon", "plain"])
        self.holiday = r.choice(P.SAINTS_DAYS[cc])

    # ---- surface helpers -----------------------------------------------
    def ago(self, lo, hi):
        return self.date - dt.timedelta(days=self.rng.randint(lo, hi))

    def fd(self, d=None):
        return H.fdate(d or self.date, self.dstyle)

    def fn(self, d=None):
        return H.fdate(d or self.date, self.rng.choice(H.NARR[self.cc]))

    def fdob(self):
        return H.fdate(self.dob, self.dstyle if self.rng.random() < 0.7 else
                       self.rng.choice(["dMony", "dmy/", "iso"] if self.cc != "US" else ["mdy/", "Mond,y"]))

    def ft(self, h, m):
        s = self.tstyle
        if s == "colon":
            return "%02d:%02d" % (h, m)
        if s == "hrs":
            return "%02d%02d hrs" % (h, m)
        if s == "plain":
            return "%02d%02d" % (h, m)
        return "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")

    def age_phrase(self, doc, noun=True):
        """Write an age with one of many surface forms (only the number is PHI)."""
        r = self.rng
        sex = self.pt.sex
        who = ("man" if sex == "M" else "woman") if self.age >= 18 else ("boy" if sex == "M" else "girl")
        k = r.randint(0, 7)
        if k == 0:
            doc.w("{AGE}-year-old " + who, self.age)
        elif k == 1:
            doc.w("{AGE} yo " + (who if noun else ""), self.age)
        elif k == 2:
            doc.w("{AGE}" + sex, self.age)
        elif k == 3:
            doc.w(who + " aged {AGE}", H.num_words(self.age))
        elif k == 4:
            doc.w("{AGE} y.o. " + who, self.age)
        elif k == 5:
            doc.w("{AGE} " + sex, self.age)
        elif k == 6:
            doc.w(who + ", {AGE} years", self.age)
        else:
            doc.w("{AGE}-year-old " + who, H.num_words(self.age))

    def last_drink(self, doc):
        r = self.rng
        wd = H.WEEKDAYS[(self.date.weekday() - r.randint(0, 2)) % 7]
        k = r.randint(0, 2)
        if k == 0:
            doc.w("Last drink {DATE} night; drinking heavily since {DATE}.", wd, self.holiday)
        elif k == 1:
            doc.w("Last drink reported as {DATE} afternoon.", wd)
        else:
            doc.w("Binge since {DATE}; last drink 'this morning'.", self.holiday)

    def det(self):
        return self.rng.choice(self.T["det"])

    def he(self):
        return "he" if self.pt.sex == "M" else "she"

    def his(self):
        return "his" if self.pt.sex == "M" else "her"

    def him(self):
        return "him" if self.pt.sex == "M" else "her"

    def pt_full(self):
        return self.pt.name(self.rng.choice(["full", "full", "fml", "LF", "Lf", "LFM", "fmfull"]))

    def pt_ref(self, doc):
        """Write a short reference to the patient (title outside the span)."""
        r = self.rng
        k = r.random()
        if k < 0.45:
            doc.t(H.title(r, self.pt) + " ").p(self.pt.last, "PATIENT")
        elif k < 0.6:
            doc.p(self.pt.first, "PATIENT")
        elif k < 0.72:
            doc.p(self.pt.name(r.choice(["init", "init2", "fli"])), "PATIENT")
        elif k < 0.85:
            doc.p(self.pt.name("full"), "PATIENT")
        else:
            doc.t("the " + self.det())

    def staff(self, doc, p, cred=None, form=None, typ="DOCTOR"):
        form = form or self.rng.choice(["full", "full", "fil", "fml", "last"])
        doc.p(p.name(form), typ)
        if cred:
            doc.t(self.rng.choice([" ", ", "]) + cred)

    def dr(self, doc, p=None, form=None):
        p = p or self.fme
        doc.t(self.rng.choice(["Dr ", "Dr ", "Dr. "])).p(p.name(form or self.rng.choice(["last", "full", "fil"])), "DOCTOR")

    def officer_ref(self, doc, which=1):
        r = self.rng
        p, no, rank = (self.officer, self.officer_no, self.rank1) if which == 1 else (self.officer2, self.officer2_no, self.rank2)
        k = r.random()
        if self.cc == "UK" and k < 0.6:
            doc.t(rank + " ").p(no, "IDNUM").t(" ").p(p.name(r.choice(["last", "full"])), "FAMILY")
        elif self.cc == "US" and k < 0.5:
            doc.t(rank + " ").p(p.name(r.choice(["last", "full"])), "FAMILY").t(" #").p(no, "IDNUM")
        elif k < 0.8:
            doc.t(rank + " ").p(p.name(r.choice(["last", "full", "fil"])), "FAMILY")
        else:
            doc.t(rank + " ").p(p.name("last"), "FAMILY").t(" (" + ("badge " if self.cc in ("US", "CA") else "reg. ")).p(no, "IDNUM").t(")")

    def sgt_ref(self, doc):
        doc.t(self.T["sgt_r"] + " ").p(self.sgt.name(self.rng.choice(["last", "full", "fil"])), "FAMILY")

    def addr_w(self, block=False, country=None):
        return H.addr_writer(self.rng, self.cc, self.addr, block=block, country=country)

    def home_country(self):
        return self.rng.choice(P.HOME_COUNTRY[self.cc])
