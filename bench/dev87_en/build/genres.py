"""The eleven genres of dev87_en. Each genre function returns (marked_text, layout, lower)."""
from compose import (M, D, Person, Address, ch, ri, rf, chance, digits, an, fd, plus, age_phrase, age_words,
                     doc_title, relation_word, town, hospital_name, practice_name, ward_name, mh_unit, care_home,
                     pharmacy, employer, landmark, country, phone, ext, bleep, email_for, url_for, ipaddr,
                     healthplan, mrn, mrn_label, ssn_label, account, idnum, license_, device_serial, plate, bioid, ssn,
                     rand_date, dob_for, holiday, drug_line, vitals, obs_table, times, blood_table, labs_inline,
                     scores, exam_neg, PMH, ICD, ALLERGIES, WORDY, DRUGS, PUBLIC)
import pools as P
import compose as C

SPECS = ["Cardiology", "Respiratory", "Gastroenterology", "Neurology", "Rheumatology", "Endocrinology",
         "General Surgery", "Urology", "Orthopaedics", "Care of the Elderly", "Dermatology", "ENT", "Haematology",
         "Renal", "Colorectal Surgery", "Gynaecology", "Memory Clinic"]

COMPLAINTS = {
    "Cardiology": ("exertional chest tightness", "ECG shows sinus rhythm with T-wave inversion in V4-V6."),
    "Respiratory": ("a persistent cough and weight loss", "CXR reported a 2.1 cm right upper lobe opacity."),
    "Gastroenterology": ("iron-deficiency anaemia and altered bowel habit", "FIT 182 ug/g; ferritin 9."),
    "Neurology": ("a resting tremor of the right hand", "No cogwheel rigidity today; Babinski negative."),
    "Rheumatology": ("symmetrical small-joint synovitis", "RF positive, anti-CCP 340, ESR 62."),
    "Endocrinology": ("poorly controlled diabetes despite three agents", "HbA1c 97 mmol/mol, BMI 36.4."),
    "General Surgery": ("recurrent right upper quadrant pain", "USS: multiple gallstones, CBD 5 mm."),
    "Urology": ("visible haematuria", "Urine dip blood +++, PSA 6.8."),
    "Orthopaedics": ("progressive left hip pain limiting walking to 50 m", "X-ray: severe OA left hip."),
    "Care of the Elderly": ("falls and fluctuating confusion", "4AT 5, lying/standing BP 148/82 to 118/70."),
    "Dermatology": ("a changing pigmented lesion on the back", "Lesion 9 x 7 mm, irregular border."),
    "ENT": ("unilateral hearing loss and tinnitus", "Rinne positive bilaterally, Weber lateralises left."),
    "Haematology": ("a raised platelet count", "Plt 812, Hb 151, JAK2 pending."),
    "Renal": ("declining eGFR", "eGFR 24 from 38 over twelve months; ACR 88."),
    "Colorectal Surgery": ("rectal bleeding", "PR: no palpable mass; Hb 104."),
    "Gynaecology": ("postmenopausal bleeding", "TVUS endometrial thickness 8 mm."),
    "Memory Clinic": ("a two-year decline in short-term memory", "ACE-III 71/100, B12 and TSH normal."),
}


class Ctx:
    """All the invented people, places and numbers a note may mention."""

    def __init__(self, region):
        self.region = region
        self.date = rand_date()
        self.pt = Person("PATIENT", region)
        self.sex = self.pt.sex
        self.age = ri(18, 97) if chance(0.95) else ri(1, 17)
        self.dob = dob_for(self.age, self.date)
        self.addr = Address(region)
        self.tel = phone(region)
        self.mob = phone(region, "mob")
        self.email = email_for(self.pt)
        self.hp, self.hp_label = healthplan(region)
        self.mrn = mrn(region)
        self.mrn_label = mrn_label(region)
        self.occ = ch(P.OCCUPATIONS)
        self.employer = employer(region)
        self.nok = Person("FAMILY", region, origin=self.pt.origin if chance(0.7) else None)
        self.nok_rel = relation_word(self.nok.sex)
        if self.nok_rel in ("wife", "husband", "son", "daughter", "brother", "sister", "father", "mother") and chance(0.6):
            self.nok.surname = self.pt.surname
        self.gp = Person("DOCTOR", region)
        self.practice = practice_name(region)
        self.paddr = Address(region)
        self.paddr.town = self.addr.town if chance(0.6) else self.paddr.town
        self.ptel = phone(region)
        self.pfax = phone(region)
        self.pemail = email_for(None, self.practice)
        self.purl = url_for(self.practice)
        self.htown = town(region)
        self.hospital = hospital_name(region, self.htown)
        self.haddr = Address(region)
        self.haddr.town = self.htown
        self.ward = ward_name()
        self.cons = Person("DOCTOR", region)
        self.reg = Person("DOCTOR", region)
        self.jun = Person("DOCTOR", region)
        self.nurse = Person("DOCTOR", region)
        self.sec = Person("DOCTOR", region)
        self.spec = ch(SPECS)

    # shortcuts
    def who(self):
        """Descriptor after an age: the occupation for adults, the school for children."""
        if self.age >= 18:
            return M("PROFESSION", self.occ)
        return f"{'boy' if self.sex == 'M' else 'girl'} who attends {M('ORGANIZATION', self.school())}"

    def works(self):
        if self.age >= 18:
            return f"Works as {an(self.occ)} {M('PROFESSION', self.occ)}."
        return f"Pupil at {M('ORGANIZATION', self.school())}."

    def school(self):
        if not hasattr(self, "_school"):
            self._school = ch([f"St {ch(P.SAINTS)}'s Primary School", f"{town(self.region)} High School",
                               f"{town(self.region)} Academy", f"{ch(P.FACILITY_ROOTS)} College"])
        return self._school

    def d(self, off=0, style=None):
        return D(plus(self.date, off), style)

    def he(self):
        return self.pt.pron()[0]

    def his(self):
        return self.pt.pron()[1]

    def He(self):
        return self.pt.pron()[0].capitalize()

    def His(self):
        return self.pt.pron()[1].capitalize()

    def sx(self):
        return self.sex

    def lic(self):
        return {"UK": ("GMC", "gmc"), "IE": ("IMC No", "imc"), "AU": ("Prescriber No", "prescriber"),
                "NZ": ("MCNZ", "mcnz")}[self.region]

    def nurse_lic(self):
        return {"UK": ("NMC PIN", "nmc"), "IE": ("NMBI PIN", "imc"), "AU": ("AHPRA", "ahpra"), "NZ": ("NCNZ", "mcnz")}[self.region]

    def hp_line(self):
        return f"{self.hp_label}: {M('HEALTHPLAN', self.hp)}"

    def mrn_line(self):
        return f"{self.mrn_label}: {M('MRN', self.mrn)}"

    def creds(self, kind="gp"):
        return ch({"gp": {"UK": ["MBBS MRCGP", "MB ChB MRCGP", "BM BS DRCOG MRCGP"], "IE": ["MB BCh BAO MICGP", "MICGP"],
                          "AU": ["MBBS FRACGP", "FRACGP"], "NZ": ["MBChB FRNZCGP", "FRNZCGP"]},
                   "cons": {"UK": ["MD FRCP", "FRCS", "MBBS MRCP", "FRCPsych", "PhD FRCP"], "IE": ["FRCPI", "FRCSI", "MRCPsych"],
                            "AU": ["FRACP", "FRACS", "FRANZCP"], "NZ": ["FRACP", "FRACS", "FRANZCP"]}}[kind][self.region])

    def social(self):
        he, his = self.pt.pron()[0], self.pt.pron()[1]
        occ = M("PROFESSION", self.occ)
        emp = M("ORGANIZATION", self.employer)
        nok = self.nok.n(ch(["giv", "full", "giv"]))
        o2 = ch(P.OCCUPATIONS)
        opts = [
            f"{he.capitalize()} lives with {his} {self.nok_rel} {nok} in {M('CITY', self.addr.town)} and works as {an(self.occ)} {occ} for {emp}.",
            f"Retired {occ}; previously at {emp} for many years. Lives alone; {his} {self.nok_rel} {nok} visits daily.",
            f"Works as {an(self.occ)} {occ} at {emp}. Lives with {self.nok_rel} ({nok}). Non-smoker, 6 units/week.",
            f"{he.capitalize()} is {an(self.occ)} {occ} by trade, currently off work from {emp}. {his.capitalize()} {self.nok_rel} {nok} is {an(o2)} {M('PROFESSION', o2)}.",
            f"Occupation: {occ} ({emp}). Smoker 20 pack-years. Alcohol 14 units/week. NOK {self.nok_rel} {nok}.",
        ]
        if self.age >= 70:
            opts = [opts[1], f"Retired {occ}, formerly with {emp}. Lives with {his} {self.nok_rel} {nok} in {M('CITY', self.addr.town)}; independent with ADLs.",
                    f"{he.capitalize()} was {an(self.occ)} {occ} until retirement. {his.capitalize()} {self.nok_rel} {nok} is {an(o2)} {M('PROFESSION', o2)} and helps with shopping."]
        elif self.age < 50:
            opts = [o for k, o in enumerate(opts) if k != 1]
        if self.age < 18:
            return f"Lives with {his} {self.nok_rel} {nok}, who works as {an(o2)} {M('PROFESSION', o2)}; attends {M('ORGANIZATION', self.school())}."
        return ch(opts)

    def pmh(self, n=None):
        n = n or ri(2, 5)
        items = []
        for item in C.R.sample(PMH, n):
            if chance(0.35):
                item += f" (dx {D(rand_date(2001, 2020), ch(['y', 'y', 'monthy', 'mony']))})"
            items.append(item)
        if chance(0.4):
            code, desc = ch(ICD)
            items.append(f"{desc} ({code})")
        return items

    def meds(self, n=None, style="list"):
        out = []
        while len(out) < (n or ri(2, 7)):
            d = drug_line(style)
            if all(d.split()[0] != o.split()[0] for o in out):
                out.append(d)
        return out


def child_word(p):
    return "son" if p.sex == "M" else "daughter"


def art_age(n):
    return "an" if n in (8, 11, 18) or 80 <= n <= 89 else "a"


def bullets(items, mark="- "):
    return "\n".join(mark + i for i in items)


def numbered(items):
    return "\n".join(f"{k}. {i}" for k, i in enumerate(items, 1))


def filler(k=2, region=None):
    out = []
    if region and chance(0.5):
        out.append(ch(PUBLIC[region]))
    for _ in range(k):
        out.append(ch([labs_inline(), scores(), exam_neg(), ch(WORDY), vitals()]))
    return " ".join(x if x.endswith(".") else x + "." for x in out)


def nok_line(c):
    return f"NOK: {c.nok.n(ch(['full', 'sc', 'full']))} ({c.nok_rel}) {M('PHONE', phone(c.region, 'mob'))}"


def staff_role(c, p, role):
    """Staff named by role without a title: 'nurse Ama', 'HCA Tom Li'."""
    return f"{role} {p.n(ch(['giv', 'giv', 'full', 'gi']))}"


# ---------------------------------------------------------------- 1. GP referral letters
def gp_referral(c):
    lay = ch(["letter", "letter", "eform", "brief"])
    spec = c.spec
    pc, finding = COMPLAINTS[spec]
    title = c.pt.title()
    onset = plus(c.date, -ri(14, 200))
    ubrn = idnum("ubrn")
    lab, licv = c.lic()
    if lay == "letter":
        parts = [M("HOSPITAL", c.practice), c.paddr.lines("block"),
                 f"Tel: {M('PHONE', c.ptel)}   Fax: {M('FAX', c.pfax)}", f"Email: {M('EMAIL', c.pemail)}"]
        if chance(0.6):
            parts.append(f"Web: {M('URL', c.purl)}")
        parts.append("")
        parts.append(c.d(0, ch(["dmonth", "dthmonthy", "dmy", "wdfull"])))
        parts.append("")
        parts.append(f"{c.cons.n('full', doc_title(c.cons))}\nConsultant, {spec}\n{M('HOSPITAL', c.hospital)}\n{c.haddr.lines('inline')}")
        parts.append("")
        parts.append(ch([f"Dear {c.cons.n('sur', 'Dr')},", "Dear Colleague,", f"Dear {c.cons.n('full', 'Dr')},"]))
        parts.append("")
        parts.append(f"Re: {c.pt.n(ch(['full', 'fullmid', 'caps']), title)}  DOB {D(c.dob, ch(['dmy', 'dmon', 'dmy_dot']))}  "
                     f"{c.hp_line()}\n     {c.addr.lines('inline')}\n     Tel {M('PHONE', c.mob)}")
        parts.append("")
        parts.append(f"Thank you for seeing this {M('AGE', c.age)}-year-old "
                     f"{('gentleman' if c.sex == 'M' else 'lady') if c.age >= 18 else ('boy' if c.sex == 'M' else 'girl')} who has had {pc} since {D(onset, ch(['dthmonth', 'dmonth_short', 'monthy', 'dmy']))}. "
                     f"{finding} {filler(2, c.region)}")
        parts.append(f"{c.pt.n('sur', title)} tells me that {c.he()} first noticed this around {D(plus(onset, -ri(1, 20)), ch(['wd', 'dthmonth', 'dmon_short']))}"
                     f"{', just after ' + M('DATE', holiday(c.region)) if chance(0.4) else ''}. {c.social()}")
        if chance(0.5):
            parts.append(f"{c.His()} {c.nok_rel} {c.nok.n('giv')} is keen to attend with {c.pt.pron()[2]} and can be reached on {M('PHONE', phone(c.region, 'mob'))}.")
        parts.append("\nPast medical history:\n" + bullets(c.pmh()))
        parts.append("\nCurrent medication:\n" + bullets(c.meds()))
        parts.append(f"\nAllergies: {ch(ALLERGIES)}")
        if chance(0.5):
            parts.append(f"\nRecent bloods ({c.d(-ri(2, 20), ch(['dm', 'dm0', 'dmy']))}): {labs_inline()}")
        parts.append(f"\nI would be grateful for your opinion and {ch(['investigation', 'further management', 'review'])}. "
                     f"{c.pt.n('giv')} would prefer appointments on a {M('DATE', ch(['Monday', 'Tuesday', 'Friday']))} if possible. {ch(WORDY)}")
        parts.append("\nYours sincerely,\n\n")
        parts.append(f"{c.gp.n(ch(['full', 'fullmid', 'ig']), 'Dr')}\n{c.creds('gp')}\n{lab} {M('LICENSE', license_(licv))}")
        if c.region == "UK":
            parts.append(f"\nReferred via e-RS, UBRN {M('IDNUM', ubrn)}")
        else:
            parts.append(f"\nReferral ID: {M('IDNUM', idnum('case'))}")
        parts.append(f"cc: {c.pt.n('full', title)}, {c.addr.lines('inline')}")
        if chance(0.6):
            parts.append(f"{c.gp.n('ini')}/{c.sec.n('inilow')}")
        return "\n".join(parts), lay, False
    if lay == "eform":
        F = []
        F.append(f"REFERRAL FORM - {spec.upper()}")
        F.append(f"Referral date: {c.d(0, ch(['dmy', 'iso', 'dmon']))}   Priority: {ch(['Routine', 'Urgent', '2WW suspected cancer'])}")
        F.append(f"Referral ref: {M('IDNUM', ubrn if c.region == 'UK' else idnum('case'))}")
        F.append("PATIENT")
        F.append(f"  Surname: {M('PATIENT', c.pt.surname.upper())}    Forename(s): {M('PATIENT', c.pt.given)}")
        F.append(f"  DOB: {D(c.dob, 'dmy')}   Age: {M('AGE', c.age)}   Sex: {c.sex}")
        F.append(f"  {c.hp_line()}   {c.mrn_line() if chance(0.5) else ''}".rstrip())
        F.append(f"  Address: {c.addr.lines('inline')}")
        F.append(f"  Home: {M('PHONE', c.tel)}   Mobile: {M('PHONE', c.mob)}")
        F.append(f"  Email: {M('EMAIL', c.email)}" + (f"   {ssn_label(c.region)}: {M('SSN', ssn(c.region))}" if chance(0.4) else ""))
        F.append(f"  Interpreter: {ch(['not required', 'required - ' + ch(['Polish', 'Tongan', 'Somali', 'Vietnamese', 'Portuguese', 'Samoan'])])}")
        F.append(f"  {nok_line(c)}")
        F.append("REFERRER")
        F.append(f"  {c.gp.n(ch(['sc', 'full']), 'Dr')}  {lab}: {M('LICENSE', license_(licv))}")
        F.append(f"  {M('HOSPITAL', c.practice)}, {c.paddr.lines('inline')}")
        F.append(f"  Ph {M('PHONE', c.ptel)}  Fax {M('FAX', c.pfax)}  {M('EMAIL', email_for(c.gp, c.practice))}")
        F.append("REFERRED TO")
        F.append(f"  {c.cons.n('full', 'Dr')}, {spec}, {M('HOSPITAL', c.hospital)}")
        F.append("CLINICAL DETAILS")
        F.append(f"  {age_phrase(c.age, c.sx())} with {pc} x {ri(2, 20)} weeks. {finding}")
        F.append(f"  {filler(2, c.region)}")
        F.append("  PMH: " + "; ".join(c.pmh()))
        F.append("  Meds: " + "; ".join(c.meds()))
        F.append(f"  Allergies: {ch(ALLERGIES)}")
        F.append(f"  Social: {c.social()}")
        F.append(f"Submitted by: {M('USERNAME', c.gp.username())} at {c.d(0, 'dmy')} {times(1)[0]}")
        return "\n".join(F), lay, False
    # brief note-style referral
    b = (f"{c.d(0, ch(['dmy', 'dmon']))}\n\nDear {c.cons.n('sur', 'Dr')}\n\n"
         f"Please see {c.pt.n(ch(['full', 'gi']))} ({D(c.dob, 'dmy')}, {c.hp_line()}), {age_phrase(c.age, c.sx())}, "
         f"with {pc}. {finding} {filler(1, c.region)} {c.social()}\n\nMany thanks,\n{c.gp.n(ch(['giv', 'full']))}\n"
         f"{M('HOSPITAL', c.practice)} | {M('PHONE', c.ptel)}")
    return b, lay, False


# ---------------------------------------------------------------- 2. clinic letters to GPs
def clinic_letter(c):
    lay = ch(["letter", "letter", "summary_first"])
    spec = c.spec
    pc, finding = COMPLAINTS[spec]
    title = c.pt.title()
    clinic_date = c.date
    typed = plus(clinic_date, ri(1, 12))
    ct = c.cons.title() if spec in ("General Surgery", "Urology", "Orthopaedics", "ENT", "Colorectal Surgery") else doc_title(c.cons)
    spn = Person("DOCTOR", c.region)
    H = [f"{M('HOSPITAL', c.hospital)}\n{spec} Department\n{c.haddr.lines('inline')}",
         f"Secretary: {c.sec.n(ch(['full', 'gi']))}  Tel {M('PHONE', phone(c.region) + ext())}"
         + (f"  Fax {M('FAX', phone(c.region))}" if chance(0.5) else ""),
         (f"Web: {M('URL', url_for(c.hospital))}\n" if chance(0.4) else "") +
         f"Our ref: {M('DOCTOR', c.cons.v('ini'))}/{M('DOCTOR', c.sec.v('inilow'))}/{M('MRN', c.mrn)}",
         f"Dictated: {D(clinic_date, 'dmy')}   Typed: {D(typed, 'dmy')}", "",
         f"{c.gp.n('full', 'Dr')}\n{M('HOSPITAL', c.practice)}\n{c.paddr.lines('block')}", "",
         f"Dear {c.gp.n('sur', 'Dr')},", "",
         f"Re: {c.pt.n(ch(['SC', 'sc', 'caps']))}  DOB: {D(c.dob, ch(['dmy', 'dmon_dash', 'dmonth']))}  {c.mrn_line()}  {c.hp_line()}",
         f"    {c.addr.lines('inline')}",
         f"Clinic: {spec} outpatients, {c.d(0, ch(['wdfull', 'dmy', 'dmonth']))}", ""]
    diag = ["Diagnoses:"] + [f"{k}. {x}" for k, x in enumerate(c.pmh(ri(2, 4)), 1)]
    meds = ["Medication:"] + ["  " + m for m in c.meds()]
    plan = ["Plan:",
            f"  1. {ch(['CT chest/abdomen/pelvis', 'Echocardiogram', 'MRI brain', 'Colonoscopy', 'DEXA scan', 'Holter monitor', '24-hour BP'])} - booked for {c.d(ri(7, 60), ch(['dmy', 'dmonth', 'wddm']))}",
            f"  2. {ch(['Start', 'Increase', 'Stop'])} {drug_line()}",
            f"  3. Review in {ch(['6 weeks', '3 months', '4 months', '12 months'])}"]
    acc = c.nok.n(ch(["giv", "full"]))
    echo_d = plus(clinic_date, -ri(5, 90))
    body = [f"I saw {c.pt.n('sur', title)} in clinic today, accompanied by {c.his()} {c.nok_rel} {acc}. "
            f"As you know this {ch([M('AGE', c.age) + '-year-old', M('AGE', c.age) + ' y/o', M('AGE', c.age) + 'yo'])} {c.who()} was referred with {pc}. {finding}",
            f"Since we last met on {D(plus(clinic_date, -ri(60, 300)), ch(['dmonth', 'dthmonth', 'dmy']))}, {c.he()} has had "
            f"{ch(['two further episodes', 'no further symptoms', 'a short admission to ' + M('HOSPITAL', hospital_name(c.region))])}. "
            f"{ch(['Echo', 'CT', 'MRI', 'Endoscopy', 'Spirometry'])} {D(echo_d, ch(['dm', 'dm', 'dmon_short']))} {ch(['was unremarkable', 'showed mild changes', 'confirmed the diagnosis'])}. {filler(2, c.region)}",
            f"{c.social()} {ch(WORDY)}"]
    if chance(0.5):
        body.append(f"{c.He()} will be away in {country()} from {D(plus(clinic_date, 20), 'dm')}-{D(plus(clinic_date, 34), 'dm')} and I have asked {c.pt.pron()[2]} to contact my secretary on return.")
    if chance(0.35):
        body.append(f"I have directed {c.pt.pron()[2]} to the patient information at {M('URL', url_for(spec + ' ' + c.htown))} and our helpline {M('PHONE', phone(c.region))}.")
    sig = [f"Yours sincerely,\n\n\n{c.cons.n(ch(['full', 'fullmid']), ct)} {c.creds('cons')}\nConsultant {spec}",
           f"{ch(['Email', 'Secretary email'])}: {M('EMAIL', email_for(c.sec, c.hospital))}"]
    cc = [f"cc: {c.pt.n('full', title)}, {c.addr.lines('inline')}",
          f"    {spn.n(ch(['full', 'gi']))}, {spec} Nurse Specialist, {M('HOSPITAL', c.hospital)}"]
    if chance(0.6):
        other = Person("DOCTOR", c.region)
        cc.append(f"    {other.n('full', 'Dr')}, {M('HOSPITAL', hospital_name(c.region))}")
    cc.append(ch([f"{M('DOCTOR', c.cons.v('ini'))}/{M('DOCTOR', c.sec.v('inilow'))}",
                  f"{M('DOCTOR', c.cons.v('inilow'))}/{M('DOCTOR', c.sec.v('inilow'))}",
                  f"Dictated but not signed by {c.cons.n('ig', 'Dr')}"]))
    if lay == "summary_first":
        out = H + diag + [""] + plan + [""] + meds + [""] + body + [""] + sig + [""] + cc
    else:
        out = H + body + [""] + diag + [""] + meds + [""] + plan + [""] + sig + [""] + cc
    return "\n".join(out), lay, False


# ---------------------------------------------------------------- 3. ED cards
def ed_card(c):
    lay = "terse" if chance(0.25) else "card"
    t = times(6)
    arr = c.date
    triage = ("Manchester Triage: " + ch(["Orange", "Yellow", "Green", "Red"])) if c.region in ("UK", "IE") else f"ATS {ri(1, 5)}"
    tn = Person("DOCTOR", c.region)
    dr = Person("DOCTOR", c.region)
    sreg = Person("DOCTOR", c.region)
    cub = ch(["Cubicle", "Majors bay", "Resus bay", "Room", "Bed"])
    pcs = [("chest pain radiating to left arm", "ACS"), ("fall at home, #NOF suspected", "fractured neck of femur"),
           ("SOB and productive cough", "CAP, CURB-65 2"), ("RTC - driver, seatbelted", "soft tissue injury"),
           ("abdominal pain RIF", "?appendicitis"), ("collapse at work", "vasovagal syncope"),
           ("headache and vomiting", "?SAH - CT head"), ("overdose of paracetamol 32 x 500 mg", "deliberate self-harm"),
           ("laceration to right hand", "3 cm laceration, glued"), ("febrile, rigors", "urosepsis")]
    pc, imp = ch(pcs)
    mode = ch(["self", "ambulance", "ambulance", "police", "GP referral"])
    if lay == "terse":
        L = [f"ed {c.d(0, ch(['dmy', 'dm', 'wddm']))} {t[0]} - pt {c.pt.n(ch(['full', 'sc', 'giv', 'inidot', 'ini']))} {age_phrase(c.age, c.sx().lower())}",
             f"pc: {pc}. bib {mode}" + (f" (cad {M('IDNUM', idnum('incident'))})" if mode == "ambulance" else ""),
             f"obs {vitals()}", f"{ch(['hx', 'hpc'])}: sx since {D(plus(arr, -ri(0, 3)), ch(['wd', 'wd3', 'dm']))}. {filler(1, c.region)}",
             f"{cub.lower()} {M('LOCATION_OTHER', ri(1, 24))}. seen by {dr.n(ch(['sur', 'ini', 'giv']), 'dr', dot=False)} {t[2]}",
             f"imp: {imp}. plan: {ch(['admit', 'd/c with safety net', 'refer surg reg'])}; d/w {sreg.n('giv', 'dr', dot=False)} bleep {M('PHONE', bleep())}",
             f"{c.nok_rel} {c.nok.n('giv')} aware, tel {M('PHONE', phone(c.region, 'mob'))}"]
        if chance(0.3):
            L.append(f"car reg {M('VEHICLE', plate(c.region))} left in ambulance bay, {c.nok_rel} to collect")
        return "\n".join(L), lay, True
    L = [f"{M('HOSPITAL', c.hospital)} - EMERGENCY DEPARTMENT",
         f"Attendance No: {M('ACCOUNT', account())}   {c.mrn_line()}   {c.hp_line()}",
         f"Name: {c.pt.n(ch(['SC', 'sc']))}   DOB: {D(c.dob, ch(['dmy', 'dmon_dash2', 'dmy_dot']))} ({M('AGE', c.age)}y)   Sex: {c.sex}",
         f"Address: {c.addr.lines('inline')}   Tel: {M('PHONE', c.tel)}",
         nok_line(c) + (f"   {ssn_label(c.region)}: {M('SSN', ssn(c.region))}" if chance(0.3) else ""),
         f"GP: {c.gp.n('ig', 'Dr')}, {M('HOSPITAL', c.practice)}",
         f"Arrived: {c.d(0, 'dmy')} {t[0]}   Mode: {mode}"
         + (f" (CAD {M('IDNUM', idnum('incident'))})" if mode == "ambulance" else ""),
         f"Triage {t[1]}: {triage}   Triage nurse: {tn.n(ch(['full', 'gi']))} RN",
         f"Presenting complaint: {pc}", "", "OBSERVATIONS", obs_table(t[1:5]), "",
         f"HPC: {age_phrase(c.age, c.sx())}. {c.social()} Symptoms began {D(plus(arr, -ri(0, 2)), ch(['wdcomma', 'wd', 'dthmonth']))}. {filler(2, c.region)}",
         f"PMH: {', '.join(c.pmh())}", f"DH: {', '.join(c.meds(ri(1, 4)))}", f"Allergies: {ch(ALLERGIES)}",
         f"Exam: {exam_neg()}. {scores()}.",
         f"Ix: {labs_inline()}. ECG: {ch(['SR 78', 'AF 110', 'ST depression V4-V6', 'normal'])}.",
         f"Location: {cub} {M('LOCATION_OTHER', ri(1, 24))}",
         f"Seen by: {dr.n(ch(['full', 'sur', 'ig']), 'Dr')} ({ch(['ST3', 'FY2', 'CT1', 'Reg', 'SHO'])}) at {t[2]}"
         + (f"   scribe: {Person('DOCTOR', c.region).n(ch(['full', 'giv', 'gi']))}" if chance(0.4) else "")]
    if "RTC" in pc:
        L.append(f"Vehicle: {ch(['hatchback', 'ute', 'van', 'sedan'])} reg {M('VEHICLE', plate(c.region))}; police officer {Person('FAMILY', c.region).n('full', 'PC')} present, collar no. not recorded.")
    if "overdose" in pc or chance(0.15):
        L.append(f"Identity confirmed by police: fingerprint ID {M('BIOID', bioid())}.")
    L += [f"Impression: {imp}",
          f"Referred to {sreg.n('sur', 'Dr')} ({ch(['surgical', 'medical', 'ortho'])} reg), bleep {M('PHONE', bleep())}",
          f"Disposal: {ch(['admitted to ' + M('HOSPITAL', c.ward), 'discharged home, GP follow-up', 'transferred to ' + M('HOSPITAL', hospital_name(c.region))])} at {t[5]}",
          f"Clerk: {M('USERNAME', Person('DOCTOR', c.region).username())}"]
    return "\n".join(L), lay, False


# ---------------------------------------------------------------- 4. ward round entries
def ward_round(c):
    lay = "terse" if chance(0.25) else "soap"
    day = ri(2, 12)
    adm = plus(c.date, -day)
    dates = [plus(c.date, -k) for k in range(ri(2, 4), -1, -1)]
    bay, bed = ri(1, 8), ri(1, 6)
    if lay == "terse":
        L = [f"wr {c.d(0, ch(['dm', 'wddm', 'dmy2']))} cons {c.cons.n(ch(['sur', 'ini']), 'dr', dot=False)}, reg {c.reg.n('giv')}, fy1 {c.jun.n('giv')}",
             f"{M('HOSPITAL', c.ward)} bay {M('LOCATION_OTHER', bay)} bed {M('LOCATION_OTHER', bed)}",
             f"{ch(['pt ', ''])}{c.pt.n(ch(['giv', 'sur', 'ini', 'inidot']))} {age_phrase(c.age, c.sx().lower())} d{day} ?{ch(['cap', 'uti', 'decomp hf', 'aki', 'delirium'])}",
             f"s: {ch(['feels better', 'poor night', 'eating a little', 'no cp'])}. {ch(WORDY).lower()}",
             f"o: {vitals()}. {exam_neg()}.",
             f"bloods {D(c.date, 'dm')}: {labs_inline()}",
             f"a/p: {ch(['iv abx day 3 -> po', 'cont diuresis, daily wt', 'ivf 1l/8h', 'ot/pt, ?d/c ' + D(plus(c.date, 2), 'wd3')])}. "
             f"d/w {c.nok_rel} {c.nok.n('giv')}.",
             f"{M('DOCTOR', c.jun.v('inilow'))} fy1 bleep {M('PHONE', bleep())}"]
        return "\n".join(L), lay, True
    nurse = c.nurse
    L = [f"WARD ROUND - {c.d(0, ch(['wdfull', 'dmy', 'dmon']))} {times(1)[0]}",
         f"{M('HOSPITAL', c.ward)}, {M('HOSPITAL', c.hospital)} - Bay {M('LOCATION_OTHER', bay)}, Bed {M('LOCATION_OTHER', bed)}",
         f"Patient: {c.pt.n(ch(['SC', 'full', 'fullmid']))}  {c.mrn_line()}  DOB {D(c.dob, 'dmy')}",
         f"Present: {c.cons.n('sur', 'Dr')} (Cons), {c.reg.n('full', 'Dr')} (Reg), {c.jun.n('full', 'Dr')} (FY1), {staff_role(c, nurse, ch(['nurse', 'Sister', 'SN', 'charge nurse']))}",
         f"Day {day} of admission (admitted {D(adm, ch(['dmy', 'dm', 'wddm']))}) with {ch(['community-acquired pneumonia', 'decompensated heart failure', 'AKI on CKD', 'infective exacerbation of COPD', 'hyperactive delirium', 'upper GI bleed'])}.",
         "",
         f"S: {c.pt.n(ch(['giv', 'sur']), c.pt.title() if chance(0.5) else None)} reports {ch(['less breathless', 'ongoing nausea', 'good sleep', 'pain 4/10'])}. {ch(WORDY)}",
         f"O: {vitals()}", f"   {exam_neg()}. {scores()}.", "",
         "Bloods:", blood_table(dates), "",
         f"A: {ch(['improving', 'slow progress', 'static'])}. {filler(1, c.region)}",
         "P:",
         bullets([f"{ch(['Continue', 'Stop', 'Switch to oral'])} {drug_line()}",
                  f"Repeat U&E and CRP {D(plus(c.date, 1), ch(['wd', 'dm']))}",
                  f"Update {c.nok_rel} {c.nok.n(ch(['giv', 'full']))} on {M('PHONE', phone(c.region, 'mob'))}",
                  f"{ch(['OT home visit', 'Physio', 'Dietitian', 'SALT'])} - {staff_role(c, Person('DOCTOR', c.region), ch(['OT', 'physio', 'dietitian', 'SLT']))} aware",
                  f"EDD {D(plus(c.date, ri(1, 5)), ch(['dm', 'wddm', 'dmy']))}"], "  - "), "",
         f"{c.jun.n(ch(['full', 'ig']), 'Dr')} FY1, bleep {M('PHONE', bleep())}"]
    if chance(0.35):
        L.append(f"[entry saved by {M('USERNAME', c.jun.username())} from {M('IPADDR', ipaddr())}]")
    return "\n".join(L), lay, False


# ---------------------------------------------------------------- 5. discharge summaries
def discharge(c):
    lay = ch(["full", "full", "compact"])
    los = ri(2, 21)
    adm = plus(c.date, -los)
    dx = ch(ICD)
    pharm = Person("DOCTOR", c.region)
    fup = plus(c.date, ri(14, 90))
    L = [f"DISCHARGE SUMMARY - {M('HOSPITAL', c.hospital)}",
         f"Patient: {c.pt.n(ch(['SC', 'full', 'caps']))}   DOB: {D(c.dob, ch(['dmy', 'dmon', 'iso']))}   Age: {M('AGE', c.age)}",
         f"{c.mrn_line()}   {c.hp_line()}   Episode: {M('ACCOUNT', account())}",
         f"Address: {c.addr.lines('inline')}",
         f"GP: {c.gp.n(ch(['full', 'ig']), 'Dr')}, {M('HOSPITAL', c.practice)}, {c.paddr.lines('inline')}",
         f"Admitted: {D(adm, ch(['dmy', 'dmon']))}   Discharged: {c.d(0, ch(['dmy', 'dmon']))}   Ward: {M('HOSPITAL', c.ward)}",
         f"Consultant: {c.cons.n('full', doc_title(c.cons))} ({c.spec})", "",
         f"Primary diagnosis: {dx[1]} ({dx[0]})",
         f"Secondary: {', '.join(c.pmh(ri(1, 3)))}", ""]
    echo = plus(adm, ri(1, max(1, los - 1)))
    course = (f"{c.pt.n('full')} is {art_age(c.age)} {M('AGE', c.age)} year old {c.who()} "
              f"who presented on {D(adm, ch(['wdcomma', 'dthmonth', 'dm']))} with {dx[1]}. {filler(2, c.region)} "
              f"Echo {D(echo, 'dm')} showed {ch(['EF 45%', 'normal LV function', 'moderate MR'])}. "
              f"{c.He()} received {ch(['IV co-amoxiclav', 'IV furosemide', 'two units of blood', 'IV fluids'])} {D(plus(adm, 1), 'dm')}-{D(plus(adm, 4), 'dm')}. "
              f"{c.pt.n('sur', c.pt.title())}'s {c.nok_rel} {c.nok.n(ch(['giv', 'full']))} was updated throughout. "
              f"{ch(WORDY)} {c.He()} was seen by {staff_role(c, pharm, ch(['pharmacist', 'ward pharmacist']))} for medicines reconciliation.")
    if chance(0.4):
        course += f" A new {ch(['pacemaker', 'ICD', 'insulin pump', 'loop recorder'])} was fitted (serial {M('DEVICE', device_serial())})."
    L += ["Clinical summary:", course, ""]
    if lay == "full":
        L += ["Key results:", blood_table([adm, plus(adm, max(1, los // 2)), plus(c.date, -1)]), ""]
    L.append("Medications on discharge (TTO):")
    L.append("Drug                          Dose/Freq            Supply      Status")
    for _ in range(ri(3, 8)):
        n_, dose, fq = ch(DRUGS)
        L.append(f"{n_:<30}{(dose + ' ' + fq):<21}{ch(['14 days', '28 days', '7 days', 'own supply']):<12}{ch(['unchanged', 'new', 'dose changed', 'unchanged'])}")
    L.append(f"Stopped: {drug_line()} ({ch(['AKI', 'falls risk', 'hypotension'])})")
    L.append(f"Allergies: {ch(ALLERGIES)}")
    if chance(0.3):
        L.append(f"Results will be visible on the patient portal {M('URL', url_for(c.hospital))} (username {M('USERNAME', c.pt.username())}).")
    if chance(0.25):
        L.append(f"Fit note issued; {ssn_label(c.region)} {M('SSN', ssn(c.region))}")
    L.append("")
    L.append(f"Follow-up: {c.spec} clinic {D(fup, ch(['dmy', 'wdfull', 'dmon']))} with {c.reg.n(ch(['full', 'sur']), 'Dr')}.")
    L.append(f"GP actions: U&E in 1 week; review {ch(['BP', 'diuretic dose', 'warfarin/INR'])}. District nurses at {M('HOSPITAL', c.practice)} informed.")
    if lay == "full":
        L.append(f"Pharmacist screened: {pharm.n(ch(['full', 'gi']))} MPharm")
        L.append(f"Completed by {c.jun.n('full', 'Dr')} (user {M('USERNAME', c.jun.username())}), {c.d(0, 'dmy')} {times(1)[0]}")
        if chance(0.5):
            L.append(f"Sent electronically to {M('EMAIL', c.pemail)} from workstation {M('IPADDR', ipaddr())}")
    else:
        L.append(f"Signed: {c.jun.n('ig', 'Dr')}")
    return "\n".join(L), lay, False


# ---------------------------------------------------------------- 6. theatre / operation notes
def op_note(c):
    lay = ch(["form", "form", "narrative"])
    ops = [("Laparoscopic cholecystectomy", "gallbladder to histology", None),
           ("Right total hip replacement", None, "Exeter-style femoral stem and cup"),
           ("Dual-chamber pacemaker insertion", None, "pacing generator"),
           ("Emergency laparotomy, Hartmann's procedure", "sigmoid colon to histology", None),
           ("Left TKR", None, "knee prosthesis"), ("Laparoscopic appendicectomy", "appendix to histology", None),
           ("ORIF left distal radius (Colles fracture)", None, "volar locking plate"),
           ("Insertion of Foley catheter and cystoscopy", "bladder biopsy to histology", None),
           ("Lower segment Caesarean section (Pfannenstiel)", None, None),
           ("Dynamic hip screw, right NOF", None, "DHS plate")]
    op, spec, implant = ch(ops)
    surg = c.cons
    screds = {"UK": "FRCS", "IE": "FRCSI", "AU": "FRACS", "NZ": "FRACS"}[c.region]
    asst, anaes, scrub = c.reg, Person("DOCTOR", c.region), Person("DOCTOR", c.region)
    th = ri(1, 14)
    t = times(3)
    hdr = [f"OPERATION NOTE - {M('HOSPITAL', c.hospital)}, Theatre {M('LOCATION_OTHER', th)}",
           f"Date: {c.d(0, ch(['dmy', 'dmon', 'dmy2']))}  Knife to skin {t[0]}  Closed {t[1]}",
           f"Patient: {c.pt.n(ch(['SC', 'caps', 'full']))}  {c.mrn_line()}  DOB {D(c.dob, 'dmy')}  ({M('AGE', c.age)} {c.sx()})",
           f"Surgeon: {surg.n('full', surg.title() if chance(0.6) else 'Prof')} {screds}",
           f"Assistant: {asst.n(ch(['full', 'ig']), 'Dr')}",
           f"Anaesthetist: {anaes.n('full', 'Dr')}    Scrub: {scrub.n(ch(['full', 'giv']))} {ch(['ODP', 'RN', 'scrub nurse'])}",
           f"Anaesthesia: {ch(['GA + ETT', 'GA + LMA', 'spinal', 'GA + regional block'])}, ASA {ri(1, 4)}",
           f"Procedure: {op}"]
    body = [f"Indication: {ch(['symptomatic gallstones', 'OA, failed conservative Mx', 'complete heart block', 'perforated diverticulitis', 'fracture', 'failure to progress'])}",
            f"Findings: {ch(['inflamed GB, Calot triangle dissected', 'acetabular wear, no defect', 'faecal peritonitis 4 quadrants', 'displaced fracture', 'normal anatomy'])}.",
            f"Procedure: {ch(['WHO checklist completed.', 'Time out done.'])} {ch(['Prepped and draped.', 'Supine, antibiotic prophylaxis given (cefuroxime 1.5 g IV).'])} "
            f"{ch(['Four ports.', 'Posterior approach.', 'Midline incision.', 'Cephalic vein cutdown.'])} EBL {ri(20, 900)} mL. {ch(WORDY)}"]
    if implant:
        body.append(f"Implants: {implant}, model code on sticker sheet, serial {M('DEVICE', device_serial())}"
                    + (f"; second component SN {M('DEVICE', device_serial())}" if chance(0.5) else ""))
    if spec:
        body.append(f"Specimens: {spec}, specimen no. {M('IDNUM', idnum('lab'))}")
    body.append(f"Controlled drugs checked by {Person('DOCTOR', c.region).n(ch(['full', 'giv']))} RN; CD cabinet access by fingerprint ID {M('BIOID', bioid())}."
                if chance(0.35) else "Swab/instrument count correct x2.")
    body += ["Closure: 3-0 Vicryl, 4-0 Monocryl subcuticular; LA infiltration 20 mL 0.25% bupivacaine.",
             f"Post-op: {vitals('slash')}. Enoxaparin 40 mg SC OD for 28 days. {ch(['DAT, mobilise', 'NBM 4 h', 'FWB', 'TWOC day 2'])}.",
             f"Follow-up: {ch(['wound check at practice nurse day 10', 'clinic 6 weeks', 'fracture clinic'])}; "
             f"appointment {D(plus(c.date, ri(10, 45)), ch(['dmy', 'wddm', 'dmonth']))}.",
             f"Signed: {surg.n(ch(['ig', 'sur']), surg.title())}  {c.lic()[0]} {M('LICENSE', license_(c.lic()[1]))}"]
    if lay == "narrative":
        text = "\n".join(hdr) + "\n\n" + (
            f"{c.pt.n('giv')} is {art_age(c.age)} {M('AGE', c.age)}-year-old {c.who()} listed by {surg.n('sur', surg.title())} "
            f"on {D(plus(c.date, -ri(10, 120)), ch(['dmy', 'dthmonth']))}. Consent (form 1) signed {D(plus(c.date, -ri(1, 10)), 'wd')}; {c.his()} "
            f"{c.nok_rel} {c.nok.n('giv')} present. ") + "\n".join(body)
        return text, lay, False
    return "\n".join(hdr + [""] + body), lay, False


# ---------------------------------------------------------------- 7. midwifery and antenatal notes
def midwifery(c):
    lay = "terse" if chance(0.4) else ch(["booking", "labour"])
    c.sex = "F"
    c.pt = Person("PATIENT", c.region, sex="F")
    c.age = ri(17, 44)
    c.dob = dob_for(c.age, c.date)
    c.email = email_for(c.pt)
    mw = Person("DOCTOR", c.region, sex="F" if chance(0.9) else "M")
    partner = Person("FAMILY", c.region)
    lmp = plus(c.date, -ri(56, 100))
    edd = plus(lmp, 280)
    g, p = ri(1, 5), 0
    p = ri(0, g - 1)
    unit = ch([f"{ch(P.WARD_ROOTS)} Birth Centre", f"{ch(P.WARD_ROOTS)} Maternity Unit", f"{ch(P.WARD_ROOTS)} Ward"])
    if lay == "booking":
        L = [f"ANTENATAL BOOKING - {M('HOSPITAL', unit)}, {M('HOSPITAL', c.hospital)}",
             f"Date: {c.d(0, ch(['dmy', 'dmon']))}   Midwife: {mw.n('full')} RM, {c.nurse_lic()[0]} {M('LICENSE', license_(c.nurse_lic()[1]))}",
             f"Name: {c.pt.n(ch(['SC', 'full', 'fullmid']))}   Age: {M('AGE', c.age)}   DOB: {D(c.dob, 'dmy')}",
             f"{c.hp_line()}   {c.mrn_line()}",
             f"Address: {c.addr.lines('inline')}   Mob: {M('PHONE', c.mob)}   Email: {M('EMAIL', c.email)}",
             f"GP: {c.gp.n('ig', 'Dr')}, {M('HOSPITAL', c.practice)}",
             f"Partner: {partner.n('full')} ({M('AGE', ri(18, 50))}), {M('PROFESSION', ch(P.OCCUPATIONS))}, works at {M('ORGANIZATION', employer(c.region))}",
             f"Occupation: {M('PROFESSION', c.occ)}   Country of birth: {country()}",
             f"G{g}P{p}   LMP {D(lmp, ch(['dmy', 'dmon']))}   EDD {D(edd, ch(['dmy', 'dmon']))} (by dating scan {D(plus(lmp, ri(70, 95)), 'dm')})",
             f"Gestation today: {(c.date - lmp).days // 7}+{(c.date - lmp).days % 7}",
             f"BMI {round(18 + rf() * 20, 1)}  BP {ri(96, 140)}/{ri(55, 90)}  Urine NAD  Hb {ri(95, 140)} g/L",
             f"Blood group {ch(['O', 'A', 'B', 'AB'])} RhD {ch(['positive', 'negative - anti-D at 28/40'])}. EPDS {ri(0, 16)}. CO {ri(0, 12)} ppm.",
             f"Obstetric history: {ch(['SVD 2019 at term, 3.4 kg', 'LSCS for breech', 'nil', 'miscarriage at 9/40'])}".replace("2019", M("DATE", str(ri(2010, 2022)))),
             f"Risk: {ch(['low', 'high - GDM risk (BMI, FH)', 'high - previous PPH'])}. Aspirin 150 mg ON from 12/40 {ch(['advised', 'not indicated'])}.",
             f"Next appt: {D(plus(c.date, ri(14, 35)), ch(['wddm', 'dmy', 'dmonth_short']))} with community midwife {Person('DOCTOR', c.region, sex='F').n('giv')}",
             f"Birth preference: {M('HOSPITAL', unit)}. {ch(WORDY)}"]
        if chance(0.5):
            L.append(f"Maternity notes app: {M('URL', url_for(unit))}, login {M('USERNAME', c.pt.username())}")
        return "\n".join(L), lay, False
    if lay == "labour":
        bd = c.date
        baby = Person("FAMILY", c.region, origin=c.pt.origin)
        baby.surname = c.pt.surname if chance(0.6) else partner.surname
        L = [f"LABOUR AND BIRTH SUMMARY - {M('HOSPITAL', unit)}",
             f"Mother: {c.pt.n(ch(['SC', 'full']))} ({M('AGE', c.age)})  {c.mrn_line()}  G{g}P{p}",
             f"Admitted {D(plus(bd, -1), ch(['dmy', 'wddm']))} {times(1)[0]} in spontaneous labour at {ri(37, 41)}+{ri(0, 6)} weeks.",
             f"Room {M('LOCATION_OTHER', ri(1, 12))}. Midwife {mw.n(ch(['giv', 'full']))}; obstetric reg {c.reg.n('sur', 'Dr')} attended for CTG review.",
             f"Bishop score {ri(3, 10)} on admission. ARM {times(1)[0]}. Epidural {ch(['yes', 'declined'])}. Entonox.",
             f"Delivery: {ch(['SVD', 'ventouse', 'Kiwi assisted', 'EMCS'])} on {D(bd, ch(['dmy', 'dmon']))} at {times(1)[0]}.",
             f"Baby: {baby.n(ch(['full', 'giv']))}, {ch(['girl', 'boy'])}, weight {ri(2200, 4500)} g, Apgar {ri(5, 9)} at 1 min and {ri(8, 10)} at 5 min.",
             f"Baby {c.hp_label}: {M('HEALTHPLAN', healthplan(c.region)[0])}",
             f"EBL {ri(200, 1500)} mL. Perineum: {ch(['intact', '2nd degree tear sutured', '1st degree'])}. Syntometrine IM given.",
             f"Birth partner: {partner.n('giv')} ({ch(['husband', 'partner', 'wife'])}).",
             f"Postnatal: {c.pt.n('giv')} to {M('HOSPITAL', ch(P.WARD_ROOTS) + ' Ward')}, bed {M('LOCATION_OTHER', ri(1, 30))}. Newborn check by {Person('DOCTOR', c.region).n('ig', 'Dr')}. Guthrie (heel prick) day 5."]
        return "\n".join(L), lay, False
    ga = f"{ri(12, 41)}+{ri(0, 6)}"
    L = [f"{c.d(0, ch(['dm', 'wddm', 'dmy2']))} amv {ga}/40. {c.pt.n(ch(['giv', 'gi', 'inidot']))} {age_phrase(c.age, 'f')}",
         f"bp {ri(100, 150)}/{ri(60, 98)} urine nad. fh {ri(20, 40)}cm. fhr {ri(120, 160)}. fm+.",
         f"{ch(['no headache or visual disturbance', 'reports reduced fm since last night - ctg at dau', 'sfh on chart', 'cephalic, 3/5 palpable'])}.",
         f"partner {partner.n('giv')} present. {ch(['epds 3', 'smoking cessation referral', 'ferrous sulfate 200 mg bd'])}.",
         f"next {D(plus(c.date, ri(7, 21)), ch(['wd3', 'wddm', 'dm']))} {ch(['at gp surgery', 'home visit', 'at ' + M('HOSPITAL', c.practice)])}.",
         f"mw {mw.n(ch(['giv', 'inilow']))}"]
    return "\n".join(L), lay, True


# ---------------------------------------------------------------- 8. mental health tribunal reports
def tribunal(c):
    lay = ch(["report", "report", "short"])
    if c.age < 18:
        c.age = ri(19, 70)
        c.dob = dob_for(c.age, c.date)
    act = {"UK": ("First-tier Tribunal (Mental Health)", "section 3 of the Mental Health Act 1983"),
           "IE": ("Mental Health Tribunal", "section 14 of the Mental Health Act 2001"),
           "AU": ("Mental Health Review Tribunal", "an Involuntary Treatment Order under the Mental Health Act 2014"),
           "NZ": ("Mental Health Review Tribunal", "a compulsory treatment order under the Mental Health (Compulsory Assessment and Treatment) Act 1992")}[c.region]
    unit = mh_unit()
    rc = c.cons
    cc = Person("DOCTOR", c.region)
    nr = c.nok
    det = plus(c.date, -ri(20, 160))
    first = rand_date(2003, 2019)
    prev_h = hospital_name(c.region)
    birth_town = town(c.region)
    kid = Person("FAMILY", c.region, origin=c.pt.origin)
    school = ch([f"{town(c.region)} High School", f"St {ch(P.SAINTS)}'s College"])
    L = [f"{act[0].upper()}\nRESPONSIBLE CLINICIAN'S REPORT",
         f"Tribunal reference: {M('IDNUM', idnum('tribunal'))}",
         f"Patient: {c.pt.n(ch(['full', 'fullmid', 'SC']))}   DOB: {D(c.dob, ch(['dmy', 'dmonth']))}   Age: {M('AGE', c.age)}",
         f"Hospital: {M('HOSPITAL', unit)}, {M('HOSPITAL', c.hospital)}   {c.mrn_line()}",
         f"Detained under {act[1]} since {D(det, ch(['dmy', 'dmonth', 'dthmonthy']))}.",
         f"Nearest relative: {nr.n('full', nr.title() if chance(0.5) else None)} ({c.nok_rel}), {Address(c.region).lines('inline')}",
         f"Care coordinator: {cc.n('full')} ({ch(['CPN', 'social worker', 'OT'])})",
         f"Report author: {rc.n('full', 'Dr')} {c.creds('cons')}, {c.lic()[0]} {M('LICENSE', license_(c.lic()[1]))}",
         f"Date of report: {c.d(0, ch(['dmy', 'dmonth']))}   Hearing: {D(plus(c.date, ri(3, 21)), ch(['wdfull', 'dmy']))}", ""]
    hist = [
        f"1. Background. {c.pt.n('sur', c.pt.title())} was born in {M('CITY', birth_town)}"
        + (f", {country()}" if chance(0.5) else "") + f" and left {M('ORGANIZATION', school)} at {M('AGE', ri(15, 18))}. "
        f"{c.He()} worked as {an(c.occ)} {M('PROFESSION', c.occ)} for {M('ORGANIZATION', c.employer)} until {D(rand_date(2012, 2022), 'y')}. "
        f"{c.He()} has a {child_word(kid)}, {kid.n('giv')}, aged {M('AGE', ri(2, 25))}, who lives with {c.his()} former partner "
        f"{Person('FAMILY', c.region).n('full')} in {M('CITY', town(c.region))}.",
        f"2. Psychiatric history. First contact with services in {D(first, ch(['y', 'monthy']))} when {c.he()} was {M('AGE', max(14, c.age - (c.date.year - first.year)))}. "
        f"Diagnosis: {ch(['paranoid schizophrenia (F20.0)', 'bipolar affective disorder (F31.2)', 'schizoaffective disorder (F25.1)'])}. "
        f"Admissions to {M('HOSPITAL', prev_h)} in {D(rand_date(2010, 2016), 'y')} and {D(rand_date(2017, 2021), 'monthy')}; "
        f"a previous tribunal on {D(rand_date(2018, 2022), 'dmy')} upheld detention.",
        f"3. Circumstances of admission. On {D(det, ch(['wdcomma', 'dthmonth']))} police were called by neighbour {Person('FAMILY', c.region).n('full', ch(['Mr', 'Mrs', 'Ms']))} after "
        f"{c.pt.n('giv')} was found outside {M('LOCATION_OTHER', landmark(c.region))} shouting at passers-by."
        + (f" {c.He()} had driven there in {c.his()} car (registration {M('VEHICLE', plate(c.region))})." if chance(0.5) else "")
        + (f" Police records fingerprint ID {M('BIOID', bioid())}." if chance(0.35) else ""),
        f"4. Treatment. {ch(['Clozapine titrated to 350 mg; level 0.42 mg/L.', 'Olanzapine 20 mg ON; weight up 6 kg.', 'Lithium 800 mg, level 0.7 mmol/L; TFTs normal.', 'Aripiprazole depot 400 mg monthly.'])} "
        f"{scores()}. HoNOS {ri(8, 30)}. {c.He()} had unescorted leave to {M('LOCATION_OTHER', landmark(c.region))} from {D(plus(det, ri(10, 40)), 'dm')}.",
        f"5. Mental state on {c.d(-ri(0, 4), ch(['dmy', 'dthmonth']))}: {ch(['guarded, denies voices, partial insight', 'euthymic, no formal thought disorder', 'pressured speech, grandiose'])}. "
        f"{c.His()} {c.nok_rel} {nr.n('giv')} reports {c.he()} {ch(['is much improved', 'is not taking medication on leave', 'wants to come home'])}.",
        f"6. Risk. History of {ch(['self-neglect', 'aggression when unwell', 'overdose in ' + D(rand_date(2012, 2020), 'y')])}. {ch(WORDY)}",
        f"7. Benefits and finance: receives {ch(['PIP', 'Jobseeker', 'Disability Support Pension', 'Illness Benefit'])}; {ssn_label(c.region)} {M('SSN', ssn(c.region))}.",
        f"8. Recommendation: {ch(['continued detention is necessary', 'discharge to CTO with conditions', 'conditional discharge'])}."]
    if lay == "short":
        hist = hist[:1] + hist[2:4] + hist[7:]
    else:
        nr_occ = ch(P.OCCUPATIONS)
        team = ch(["Early Intervention", "Community Mental Health", "Assertive Outreach", "Crisis Resolution"])
        base = ch(P.FACILITY_ROOTS) + " " + ch(["Resource Centre", "House", "Clinic"])
        hist = hist[:-1] + [
            f"9. Physical health. Reviewed by {c.gp.n(ch(['full', 'sur']), 'Dr')} of {M('HOSPITAL', c.practice)} on {D(plus(c.date, -ri(5, 40)), ch(['dmy', 'dthmonth']))}. "
            f"ECG QTc {ri(400, 470)} ms. {labs_inline()}. Weight {ri(55, 120)} kg. {ch(PMH)}.",
            f"10. Views of the nearest relative. I spoke with {nr.n(ch(['giv', 'full']))} by telephone on {c.d(-ri(1, 10), ch(['wd', 'dmy', 'dthmonth']))} "
            f"({M('PHONE', phone(c.region, 'mob'))}). {nr.pron()[0].capitalize()} works as {an(nr_occ)} {M('PROFESSION', nr_occ)} at {M('ORGANIZATION', employer(c.region))} "
            f"and {ch(['supports discharge', 'is worried about relapse', 'feels unable to offer accommodation'])}. {ch(WORDY)}",
            f"11. Community plan. On discharge {c.he()} would return to {M('STREET', c.addr.street)}, {M('CITY', c.addr.town)}, supported by {cc.n('giv')} and the {team} team "
            f"at {M('HOSPITAL', base)} ({M('PHONE', phone(c.region))}). A placement at {M('HOSPITAL', care_home())} was considered. "
            f"{c.He()} has been offered voluntary work with {M('ORGANIZATION', ch(P.CHARITIES))} from {D(plus(c.date, ri(20, 60)), ch(['monthy', 'dmonth_short', 'dmy']))}.",
            f"12. Previous reports: {rc.n('sur', 'Dr')} ({D(rand_date(2019, 2022), 'dmy')}); independent report by {Person('DOCTOR', c.region).n('full', 'Dr')} ({D(plus(c.date, -ri(5, 30)), 'dmy')}).",
            hist[-1]]
    L += hist
    L += ["", f"Signed: {rc.n(ch(['full', 'ig']), 'Dr')}   {c.d(0, 'dmy')}",
          f"Contact: {M('EMAIL', email_for(rc, c.hospital))}  {M('PHONE', phone(c.region) + ext())}"]
    return "\n".join(L), lay, False


# ---------------------------------------------------------------- 9. community nursing notes
def community(c):
    lay = "terse" if chance(0.4) else ch(["entries", "careplan"])
    if c.age < 40:
        c.age = ri(60, 99)
        c.dob = dob_for(c.age, c.date)
    dn = c.nurse
    dn2 = Person("DOCTOR", c.region)
    carer = c.nok
    home = care_home() if chance(0.3) else None
    if lay == "terse":
        L = []
        d = c.date
        for k in range(ri(2, 4)):
            d = plus(d, ri(1, 4))
            who = ch([dn, dn2])
            L.append(f"{D(d, ch(['wddm', 'dm', 'dmy2', 'wd3']))} {times(1)[0]} dn visit. {c.pt.n(ch(['giv', 'sur', 'ini']))} "
                     f"{ch(['sacral pu g2 3x2cm, cleaned, allevyn applied', 'leg ulcer l) gaiter, abpi 0.9, 4-layer bandage', 'syringe driver checked, site ok', 'insulin given 18 units, cbg 9.4', 'catheter bypassing, changed 14ch foley'])}. "
                     f"waterlow {ri(10, 25)}, must {ri(0, 2)}. {carer.n('giv')} ({c.nok_rel}) present. {ch(['will review', 'may need tvn', 'hope to reduce visits'])}. "
                     f"{who.n(ch(['inilow', 'giv', 'gi']))} {ch(['dn', 'rn', 'hca', 'cn'])}")
        if chance(0.4):
            L.append(f"t34 syringe driver sn {M('DEVICE', device_serial())}: oxycodone 10 mg + midazolam 5 mg / 24h")
        if chance(0.3):
            L.append(f"gp {c.gp.n('sur', 'dr', dot=False)} ({M('HOSPITAL', c.practice)}) informed via task, tel {M('PHONE', c.ptel)}")
        return "\n".join(L), lay, True
    L = [f"COMMUNITY NURSING - {c.pt.n(ch(['SC', 'full']))}  {c.hp_line()}  DOB {D(c.dob, 'dmy')} ({M('AGE', c.age)})",
         f"Address: {c.addr.lines('inline')}" + (f" ({M('HOSPITAL', home)}, room {M('LOCATION_OTHER', ri(1, 40))})" if home else ""),
         f"GP: {c.gp.n('full', 'Dr')}, {M('HOSPITAL', c.practice)}   Tel {M('PHONE', c.ptel)}",
         f"Key contact: {carer.n('full')} ({c.nok_rel}) {M('PHONE', phone(c.region, 'mob'))}", ""]
    if lay == "careplan":
        L += ["CARE PLAN",
              f"Problem 1: {ch(['grade 2 pressure ulcer sacrum', 'venous leg ulcer left gaiter', 'catheter care', 'diabetes - insulin administration'])}. Waterlow {ri(10, 25)}, Braden {ri(10, 20)}, MUST {ri(0, 3)}.",
              f"Goal: healing by {D(plus(c.date, ri(28, 90)), ch(['monthy', 'dmy', 'dmonth']))}.",
              f"Interventions: {ch(['repositioning 2-hourly, pressure-relieving mattress', 'compression 4-layer weekly, ABPI 0.92', 'CBG before insulin, hypo box in fridge'])}.",
              f"Equipment: {ch(['air mattress', 'insulin pen', 'syringe driver', 'blood glucose meter'])} serial {M('DEVICE', device_serial())}.",
              f"Agreed with {c.pt.n('giv')} and {c.his()} {c.nok_rel} {carer.n('giv')} on {c.d(0, ch(['dmy', 'dm']))}.",
              f"Plan written by {dn.n('full')} RN, {c.nurse_lic()[0]} {M('LICENSE', license_(c.nurse_lic()[1]))}"]
        return "\n".join(L), lay, False
    d = c.date
    for k in range(ri(2, 4)):
        d = plus(d, ri(1, 5))
        who = ch([dn, dn2])
        L.append(f"{D(d, ch(['dmy', 'wdfull', 'dmon']))} {times(1)[0]} - {who.n(ch(['full', 'gi']))} RN")
        L.append(f"  Visit for {ch(['wound care', 'catheter change', 'insulin', 'palliative review', 'B12 injection'])}. {vitals('slash')}. "
                 f"{ch(WORDY)} {scores()}. {carer.n('giv')} {ch(['present', 'out at work', 'phoned'])}."
                 + (f" {c.His()} {c.nok_rel} parked {ch(['car', 'van'])} ({M('VEHICLE', plate(c.region))}) on the drive." if chance(0.15) else ""))
    L.append(f"Next visit: {D(plus(d, ri(1, 7)), ch(['wd', 'wddm', 'dmy']))}. Referred to {ch(['TVN', 'podiatry', 'OT', 'palliative team'])}; "
             f"prescription request to {M('HOSPITAL', pharmacy(c.region))}.")
    return "\n".join(L), lay, False


# ---------------------------------------------------------------- 10. out-of-hours telephone triage
def ooh(c):
    lay = "terse" if chance(0.3) else "record"
    ref = idnum("case")
    caller = c.nok
    clin = c.gp if chance(0.3) else Person("DOCTOR", c.region)
    handler = Person("DOCTOR", c.region)
    t = times(4)
    centre = ch([f"{c.htown} Urgent Care Centre", f"{ch(P.FACILITY_ROOTS)} OOH Base", f"{c.htown} After Hours Clinic", f"{ch(P.FACILITY_ROOTS)} Treatment Centre"])
    sym = ch(["fever 39.4 and rash in child", "chest pain on exertion", "vomiting x6 since lunchtime", "fall, can't get up",
              "catheter blocked", "breathless, COPD, run out of inhaler", "dental pain and facial swelling", "palliative - agitated"])
    disp = ch(["Speak to GP within 1 hour", "Attend OOH base within 2 hours", "999 ambulance", "Home visit", "Self-care, call back if worse"])
    when = ch([M("DATE", holiday(c.region)), D(c.date, "wd"), D(c.date, ch(["dmy", "dmon"]))])
    if lay == "terse":
        L = [f"ooh call {D(c.date, ch(['dm', 'dmy2', 'wddm']))} {t[0]} ref {M('IDNUM', ref)}",
             f"caller {c.nok_rel} {caller.n(ch(['giv', 'full']))} {M('PHONE', phone(c.region, 'mob'))} re {c.pt.n(ch(['giv', 'full']))} {age_phrase(c.age, c.sx().lower())}",
             f"sx: {sym}. {ch(['no red flags', 'red flags neg', 'meningitis screen neg - glass test neg'])}.",
             f"adv: {disp.lower()}. callback {t[2]}. {ch(WORDY).lower()}",
             f"clin {clin.n(ch(['inilow', 'sur', 'giv']))} / handler {M('USERNAME', handler.username())}"]
        return "\n".join(L), lay, True
    L = [f"OUT OF HOURS CALL RECORD - case {M('IDNUM', ref)}",
         f"Received: {c.d(0, ch(['dmy', 'wdfull']))} {t[0]}  ({'bank holiday, ' if chance(0.4) else ''}{when})",
         f"Call handler: {handler.n(ch(['full', 'giv']))} (login {M('USERNAME', handler.username())})",
         f"Caller: {caller.n(ch(['full', 'giv']))}, {c.nok_rel}, on {M('PHONE', phone(c.region, 'mob'))}"
         + (f"; identity verified by voiceprint {M('BIOID', bioid())}" if chance(0.3) else ""),
         f"Patient: {c.pt.n(ch(['SC', 'full']))}  DOB {D(c.dob, ch(['dmy', 'dmy_nz', 'dmon']))}  Age {M('AGE', c.age)}  {c.hp_line()}",
         f"Current location: {c.addr.lines('inline')}",
         f"Registered GP: {M('HOSPITAL', c.practice)} ({c.gp.n('sur', 'Dr')})",
         f"Special patient note: {ch(['none', 'DNACPR in place', 'palliative - anticipatory meds in home', 'lives alone, key safe'])}",
         "",
         f"Presenting problem: {sym}. {ch(WORDY)}",
         f"Assessment ({t[1]}, {clin.n(ch(['full', 'ig']), 'Dr')}): {filler(1, c.region)} {ch(['NEWS2 not calculable by phone.', 'Pain score 7/10.', 'Says she cannot find the meds list.'])}",
         f"Disposition: {disp}" + (f" at {M('HOSPITAL', centre)}, {t[2]}" if "OOH" in disp else ""),
         f"Worsening advice given; {caller.n('giv')} understood."]
    if chance(0.3):
        L.append(f"Self-care page sent by SMS: {M('URL', url_for(c.practice))}")
    if chance(0.5):
        L.append(f"Video consult link opened from {M('IPADDR', ipaddr())} at {t[3]}; image of rash reviewed.")
    if chance(0.4):
        L.append(f"Prescription sent to {M('HOSPITAL', pharmacy(c.region))}: {drug_line()}")
    L.append(f"Record copied to GP by {ch(['e-mail', 'secure mail'])} {M('EMAIL', c.pemail)}")
    return "\n".join(L), lay, False


# ---------------------------------------------------------------- 11. ambulance patient report forms
def ambulance(c):
    lay = "terse" if chance(0.25) else "form"
    inc = idnum("incident")
    p1, p2 = Person("DOCTOR", c.region), Person("DOCTOR", c.region)
    by = Person("FAMILY", c.region)
    t = times(7)
    scene = c.addr
    lm = landmark(c.region)
    calls = [("chest pain", "STEMI - ST elevation II, III, aVF", "Aspirin 300 mg PO, GTN 400 mcg SL x2, morphine 5 mg IV"),
             ("fall, ?#NOF", "shortened, externally rotated R leg", "Methoxyflurane 3 mL inh, paracetamol 1 g IV"),
             ("RTC", "seatbelt bruising, GCS 15", "Entonox, splinting"), ("unresponsive", "hypoglycaemia BM 1.9",
             "Glucagon 1 mg IM, 10% glucose 100 mL IV"), ("seizure", "post-ictal, known epilepsy", "Buccal midazolam 10 mg"),
             ("SOB", "wheeze, SpO2 86%", "Salbutamol 5 mg neb x2, ipratropium 500 mcg neb"),
             ("collapse in street", "intoxicated, head lac", "Dressing, C-spine clear (NEXUS)")]
    cc, find, tx = ch(calls)
    dest = c.hospital
    if lay == "terse":
        L = [f"eprf {M('IDNUM', inc)} {c.d(0, ch(['dm', 'dmy2']))} call {t[0]} scene {t[2]} dep {t[4]} hosp {t[5]}",
             f"pt {c.pt.n(ch(['full', 'caps', 'giv']))} {age_phrase(c.age, c.sx().lower())}, {cc}",
             f"found {ch(['at home', 'outside ' + M('LOCATION_OTHER', lm), 'in car park of ' + M('LOCATION_OTHER', lm)])}, hx from {ch(['bystander', 'wife', 'neighbour', 'friend'])} {by.n('giv')}",
             f"{find}. {vitals()}. gcs {ri(3, 15)}",
             f"tx: {tx.lower()}",
             f"h/o to {M('HOSPITAL', dest)} ed {t[5]}. crew {p1.n(ch(['inilow', 'giv']))} / {p2.n(ch(['inilow', 'giv']))}"]
        if cc == "RTC" or chance(0.2):
            L.append(f"veh {M('VEHICLE', plate(c.region))}")
        return "\n".join(L), lay, True
    lic = {"UK": ("HCPC", "hcpc"), "IE": ("PHECC PIN", "imc"), "AU": ("AHPRA", "ahpra"), "NZ": ("PRB no.", "mcnz")}[c.region]
    L = [f"PATIENT REPORT FORM   Incident: {M('IDNUM', inc)}   Date: {c.d(0, ch(['dmy', 'dmon_dash2', 'iso']))}",
         f"Times: call {t[0]} / mobile {t[1]} / at scene {t[2]} / at patient {t[3]} / left scene {t[4]} / at hospital {t[5]} / clear {t[6]}",
         f"Scene: {M('STREET', scene.street)}, {M('CITY', scene.town)}" + (f" - outside {M('LOCATION_OTHER', lm)}" if chance(0.5) else ""),
         f"Patient: {c.pt.n(ch(['SC', 'caps', 'full']))}   DOB {D(c.dob, 'dmy')}   Age {M('AGE', c.age)}   Sex {c.sex}   {c.hp_line()}",
         f"Informant: {by.n(ch(['full', 'giv']))} ({ch(['bystander', 'neighbour', 'partner', 'work colleague'])}) {M('PHONE', phone(c.region, 'mob'))}",
         f"Crew: {p1.n('full')} (Paramedic, {lic[0]} {M('LICENSE', license_(lic[1]))}); {p2.n(ch(['full', 'gi']))} ({ch(['EMT', 'ECA', 'Paramedic'])})",
         f"Chief complaint: {cc}", ""]
    if cc == "RTC":
        L.append(f"Mechanism: {ch(['rear-end shunt', 'T-bone', 'single vehicle vs tree'])} ~{ri(20, 80)} km/h; patient driver of {M('VEHICLE', plate(c.region))}, other vehicle {M('VEHICLE', plate(c.region))}.")
    L += [f"History: {age_phrase(c.age, c.sx())} {find}. {filler(1, c.region)} {c.works()}",
          f"PMH: {', '.join(c.pmh(ri(1, 3)))}   Meds: {', '.join(c.meds(ri(1, 3)))}   Allergies: {ch(ALLERGIES)}",
          "", "OBS", obs_table(t[2:6]), "",
          f"Treatment: {tx}. {scores()}.",
          f"Monitor/defib serial {M('DEVICE', device_serial())}; 12-lead transmitted to {M('HOSPITAL', dest)} at {t[3]}.",
          f"Handover: {ch(['nurse', 'charge nurse', 'Dr'])} {Person('DOCTOR', c.region).n(ch(['full', 'giv']))} at {M('HOSPITAL', dest)} {ch(['ED', 'resus', 'cath lab'])} {t[5]}",
          f"{c.His()} {c.nok_rel} {c.nok.n('giv')} informed by phone."]
    return "\n".join(L), lay, False


GENRES = [("gp_referral_letter", gp_referral), ("clinic_letter_to_gp", clinic_letter), ("ed_card", ed_card),
          ("ward_round_entry", ward_round), ("discharge_summary", discharge), ("operation_note", op_note),
          ("midwifery_antenatal", midwifery), ("mental_health_tribunal_report", tribunal),
          ("community_nursing", community), ("ooh_telephone_triage", ooh), ("ambulance_prf", ambulance)]
