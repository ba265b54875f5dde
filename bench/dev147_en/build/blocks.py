"""Reusable note blocks: context, patient stickers, histories, signatures."""
import phi
import pools as P
import neg
from phi import ch, maybe, dig, Person, Staff, Address, nm, dr, age_p, date


class Ctx:
    """Per-note setting: country, date, hospital, ward and the staff on duty."""

    def __init__(self, country=None):
        self.country = country or ("IE" if maybe(0.42) else "UK")
        self.today = phi.rand_date(2022, 2025)
        self.hosp = phi.hospital(self.country)
        self.ward = ch(P.WARDS)
        self.cons = self.staff("doc", "Consultant")

    IE_GRADES = {"FY1": "Intern", "FY2": "SHO", "IMT1": "BST1", "IMT2": "BST2", "IMT3": "Reg",
                 "CT1": "SHO", "CT2": "SHO", "StR": "SpR", "SHO (GP VTS)": "SHO (GP scheme)"}
    UK_TITLES = {"CNM2": "Sr", "Intern": "FY1"}

    def staff(self, role="doc", grade=None):
        s = Staff(self.today, role, grade)
        s.country = self.country
        if self.country == "IE":
            s.grade = self.IE_GRADES.get(s.grade, s.grade)
        else:
            s.grade = self.UK_TITLES.get(s.grade, s.grade)
        return s

    def patient(self, lo=18, hi=97, **kw):
        if "age" not in kw:
            kw["age"] = max(phi.R.randint(lo, hi), phi.R.randint(lo, hi))
        p = Person(self.today, country=self.country, **kw)
        c = self.country
        r = phi.R.random()
        p.visitor = None
        if r < 0.05:
            p.visitor = "US"
            p.addr = Address("US")
        elif r < 0.09:
            p.visitor = ch(P.COUNTRIES[:30])
            p.addr = Address(c)
        else:
            p.addr = Address(c)
        p.mrn = phi.mrn(c)
        if c == "IE":
            p.hp_label = ch(["IHI", "Medical Card No", "GMS No", "Med card", "IHI No"])
            p.hp = phi.med_card() if "IHI" not in p.hp_label else dig(10)
        else:
            if maybe(0.12):
                p.hp_label = "CHI"
                p.hp = phi.chi_no(p.dob)
            else:
                p.hp_label = ch(["NHS No", "NHS No.", "NHS Number", "NHS no"])
                p.hp = phi.nhs_no()
        p.phone = phi.phone(c)
        p.job = ch(P.PROFESSIONS)
        p.employer = ch(P.EMPLOYERS)
        p.nok = Person(self.today, lo=18, hi=90, country=c)
        rels = [r for r in P.RELATIONS
                if not (p.age >= 60 and r in ("mother", "father"))
                and not (p.age < 45 and r in ("granddaughter", "grandson", "son-in-law", "daughter-in-law"))
                and not (p.age < 30 and r in ("daughter", "son"))]
        p.rel = ch(rels)
        if p.rel not in ("neighbour", "friend", "carer", "partner") and maybe(0.7):
            p.nok.last = p.last
        if p.rel in ("wife", "mother", "daughter", "sister", "niece", "granddaughter", "daughter-in-law"):
            p.nok.sex = "F"
            p.nok.first = ch(P.FEMALE_FIRST)
        elif p.rel in ("husband", "father", "son", "brother", "nephew", "grandson", "son-in-law"):
            p.nok.sex = "M"
            p.nok.first = ch(P.MALE_FIRST)
        p.nok_phone = phi.phone(c)
        p.gp = self.staff("doc", "GP")
        p.practice = phi.gp_practice(c)
        return p


def dob_age(c, p):
    """DOB with age in one of several shapes."""
    k = phi.R.randint(0, 4)
    if k == 0:
        return [date(p.dob), " (", (str(p.age), "AGE"), "y)"]
    if k == 1:
        return [date(p.dob), " (", (str(p.age), "AGE"), ")"]
    if k == 2:
        return [date(p.dob), "  Age: ", (str(p.age), "AGE")]
    if k == 3:
        return [date(p.dob), " [", (str(p.age), "AGE"), " yrs]"]
    return [date(p.dob)]


def hp_piece(p):
    return [p.hp_label + ": ", (p.hp, "HEALTHPLAN")]


def demo_block(d, c, p, style=None):
    style = style if style is not None else phi.R.randint(0, 4)
    if style == 0:
        d.ln("Name: {n}        DOB: {dob}", n=nm(p, style=ch(["LAST_comma", "full", "full_caps"])), dob=dob_age(c, p))
        d.ln("Hosp No: {m}     {hp}", m=(p.mrn, "MRN"), hp=hp_piece(p))
        d.ln("Address: {a}", a=p.addr.pieces())
    elif style == 1:
        d.ln("{n} | DOB {dob} | {sx} | MRN {m} | {hp}", n=nm(p, style="LAST_comma"), dob=date(p.dob),
             sx=p.sexword, m=(p.mrn, "MRN"), hp=hp_piece(p))
    elif style == 2:
        d.ln("PATIENT DETAILS")
        d.ln("Surname:   {s}", s=(p.last.upper(), "PATIENT"))
        d.ln("Forename:  {f}", f=(p.first, "PATIENT"))
        d.ln("DOB:       {dob}   Sex: {sx}", dob=dob_age(c, p), sx=("Male" if p.sex == "M" else "Female"))
        d.ln("MRN:       {m}", m=(p.mrn, "MRN"))
        d.ln("{hp}", hp=hp_piece(p))
        d.ln("Address:   {a}", a=p.addr.pieces(sep="\n           "))
        d.ln("Tel:       {t}", t=(p.phone, "PHONE"))
    elif style == 3:
        d.ln("Pt: {n} ({a}{sx})  Hosp no {m}  DOB {dob}", n=nm(p, style=ch(["full", "title_full", "LAST_sp"])),
             a=(str(p.age), "AGE"), sx=p.sexword, m=(p.mrn, "MRN"), dob=date(p.dob))
    else:
        d.ln("[Addressograph]")
        d.ln("{n}", n=nm(p, style="full_caps"))
        d.ln("{a}", a=p.addr.pieces(sep="\n"))
        d.ln("D.O.B. {dob}   {m}", dob=date(p.dob, "dmy"), m=(p.mrn, "MRN"))
        d.ln("{hp}", hp=hp_piece(p))
    if p.visitor is None and maybe(0.22):
        if c.country == "IE":
            d.ln("PPSN: {s}", s=(phi.ppsn(), "SSN"))
        else:
            d.ln("{l} {s}", l=ch(["NI No:", "NINO:", "Nat Ins No"]), s=(phi.ni_no(), "SSN"))
    if p.visitor == "US" and maybe(0.8):
        d.ln("Overseas visitor ({u}). Insurer: {i}  Member ID {mid}  Group {g}", u=(ch(["USA", "US", "United States"]), "COUNTRY"),
             i=(ch(P.INSURERS[3:5]), "ORGANIZATION"),
             mid=(phi.insurer_no(), "HEALTHPLAN"), g=(dig(7), "HEALTHPLAN"))
        if maybe(0.5):
            d.ln("US SSN (per passport wallet card): {s}", s=(phi.us_ssn(), "SSN"))
    elif p.visitor and maybe(0.8):
        d.ln("Overseas visitor from {co} - EHIC {e}", co=(p.visitor, "COUNTRY"), e=(phi.ehic(), "HEALTHPLAN"))


def gp_line(d, c, p, full=False):
    if full:
        a = Address(c)
        d.ln("GP: {g}, {pr}", g=dr(p.gp, ch(["Dr_init", "Dr_full", "Dr_last"])), pr=(p.practice, "HOSPITAL"))
        d.ln("    {s}, {t}", s=(a.street, "STREET"), t=(a.town, "CITY"))
        d.ln("    Tel {t}  Fax {f}", t=(phi.phone(c, "land"), "PHONE"), f=(phi.phone(c, "land"), "FAX"))
    else:
        d.ln("GP: {g} - {pr}", g=dr(p.gp), pr=(p.practice, "HOSPITAL"))


def nok_line(d, c, p):
    k = phi.R.randint(0, 2)
    if k == 0:
        d.ln("NOK: {n} ({r}) {t}", n=nm(p.nok, "FAMILY", ch(["full", "first", "title_full"])), r=p.rel, t=(p.nok_phone, "PHONE"))
    elif k == 1:
        d.ln("Next of kin: {n}, {r} - tel {t}", n=nm(p.nok, "FAMILY", "full"), r=p.rel, t=(p.nok_phone, "PHONE"))
    else:
        d.ln("NOK {r} {n} mob {t}", r=p.rel, n=nm(p.nok, "FAMILY", "first"), t=(p.nok_phone, "PHONE"))


def job_phrase(p):
    k = ch([0, 3, 4, 5]) if p.age >= 66 else phi.R.randint(0, 6)
    j = (p.job, "PROFESSION")
    if k == 0:
        return ["retired ", j]
    if k == 1:
        return ["works as a ", j]
    if k == 2:
        return ["works as a ", j, " for ", (p.employer, "ORGANIZATION")]
    if k == 3:
        return ["ex-", j]
    if k == 4:
        return ["former ", j, " at ", (p.employer, "ORGANIZATION")]
    if k == 5:
        return [j, " (retired)"]
    return ["employed by ", (p.employer, "ORGANIZATION"), " as a ", j]


def social(d, c, p, head="SH:"):
    bits = []
    home = ch(["house", "bungalow", "2-storey house", "ground floor flat", "first floor flat (no lift)", "farmhouse"])
    k = phi.R.randint(0, 4)
    if k == 2 and p.age < 65:
        k = 4
    if k == 0 and p.rel in ("wife", "husband", "partner"):
        bits.append(["Lives with ", p.rel, " ", nm(p.nok, "FAMILY", "first"),
                     [" (", (str(p.nok.age), "AGE"), ")"] if maybe(0.4) else "", " in ", home, " in ", (p.addr.town, "CITY")])
    elif k == 1:
        bits.append(["Lives alone in ", home, ". ", p.rel.capitalize(), " ", nm(p.nok, "FAMILY", "full"), " visits daily"])
    elif k == 2:
        bits.append(["Resident at ", (ch(P.CARE_HOMES), "HOSPITAL"), " since ", date(phi.shift(c.today, -phi.R.randint(60, 1500)), ch(["month_y", "y", "mon_y"]))])
    elif k == 3:
        bits.append(["Lives with ", p.rel, " ", nm(p.nok, "FAMILY", ch(["full", "first"])), ". POC QDS via ", (ch(P.ORGS_OTHER[2:4]), "ORGANIZATION")])
    else:
        bits.append(["Lives independently, ", home, ", ", (p.addr.town, "CITY")])
    bits.append(job_phrase(p))
    if maybe(0.3):
        bits.append(["born in ", (ch(P.COUNTRIES), "COUNTRY"), ", moved here in ", (phi.past_year(c.today, 3, 50), "DATE")])
    bits.append([ch(["Ex-smoker 30 pack-years", "Smoker 20/day", "Never smoked", "Ex-smoker, quit 10 yrs ago",
                     "Vapes", "Smokes 10/day (40 PY)"])])
    bits.append([ch(["EtOH ~14 u/wk", "Nil EtOH", "EtOH 40+ u/wk", "Occasional EtOH", "EtOH 6 cans/day"])])
    bits.append([ch(["Mobile with stick", "Mobile with zimmer frame", "Independent mobility", "Hoist transfer",
                     "Mobile with rollator, 2 falls in 6/12", "Walks to shop daily"])])
    if maybe(0.25):
        bits.append(["drives (", (phi.uk_plate() if c.country == "UK" else phi.ie_plate(), "VEHICLE"), ") - advised re DVLA" if c.country == "UK" else ") - advised re NDLS"])
    d.ln("{h} {b}.", h=head, b=phi.join(bits, ". "))


def pmh(d, c, p, n=None, numbered=True):
    n = n or phi.R.randint(2, 6)
    items = phi.R.sample(P.PMH, n)
    for i, (dx, code) in enumerate(items):
        pre = f"{i + 1}. " if numbered else "- "
        k = phi.R.randint(0, 5)
        if k == 0:
            d.ln("{pre}{dx} ({code}) - dx {y}", pre=pre, dx=dx, code=code, y=(phi.past_year(c.today, 1, 30), "DATE"))
        elif k == 1:
            d.ln("{pre}{dx} [{code}]", pre=pre, dx=dx, code=code)
        elif k == 2:
            d.ln("{pre}{dx} ({y})", pre=pre, dx=dx, y=date(phi.shift(c.today, -phi.R.randint(200, 9000)), ch(["y", "month_y", "mm_yyyy"])))
        else:
            d.ln("{pre}{dx}", pre=pre, dx=dx)


def split_drug(m):
    """Split a drug line into name and dose/sig at the first token that starts with a digit."""
    toks = m.split(" ")
    for i, t in enumerate(toks):
        if i and (t[:1].isdigit() or t in ("as", "spray", "1", "2")):
            return " ".join(toks[:i]), " ".join(toks[i:])
    return toks[0], " ".join(toks[1:])


def meds(d, n=None, tab=False):
    n = n or phi.R.randint(3, 9)
    for m in phi.R.sample(P.DRUGS, n):
        if tab:
            a, b = split_drug(m)
            d.ln(f"  {a:<26}{b}")
        else:
            d.ln("- " + m)


def allergies(d):
    d.ln("Allergies: " + ch(["NKDA", "Penicillin (rash)", "Co-trimoxazole - SJS", "Latex", "NKDA",
                             "Morphine (itch)", "Clarithromycin (GI upset)", "Nil known"]))


def sig(d, c, s=None, kind=None, when=True):
    s = s or c.staff()
    kind = kind or ch(["gmc", "imc", "short", "bleep", "full"])
    lic = phi.imc() if c.country == "IE" else phi.gmc()
    reg = "MCRN" if c.country == "IE" else "GMC"
    if kind in ("gmc", "imc"):
        d.ln("{n} ({g})  {reg} {l}  Bleep {b}", n=dr(s, ch(["full", "Dr_full", "Dr_init"])), g=s.grade, reg=reg,
             l=(lic, "LICENSE"), b=(phi.bleep(), "PHONE"))
    elif kind == "short":
        d.ln("{n} {g}", n=dr(s, ch(["Dr_last", "Dr_init", "full"])), g=s.grade)
    elif kind == "bleep":
        d.ln("Signed: {n}, {g}, bleep {b}", n=dr(s, "full"), g=s.grade, b=(phi.bleep(), "PHONE"))
    else:
        d.ln("Signed: {n}", n=dr(s, ch(["Dr_full", "full"])))
        d.ln("Grade: {g}   {reg} No: {l}", g=s.grade, reg=reg, l=(lic, "LICENSE"))
        d.ln("Contact: bleep {b} / {e}", b=(phi.bleep(), "PHONE"), e=(phi.email(s), "EMAIL"))
    if when:
        d.ln("{dt} {tm}", dt=date(c.today, ch(["dmy", "dmy_s", "d_mon_y"])), tm=neg.clock())


def nurse_sig(d, c, s=None):
    s = s or c.staff("nurse")
    pin = phi.nmbi() if c.country == "IE" else phi.nmc_pin()
    lab = "NMBI PIN" if c.country == "IE" else "NMC PIN"
    d.ln("{n}  {lab} {p}", n=dr(s, ch(["nurse", "nurse_full"])), lab=lab, p=(pin, "LICENSE"))


def audit(d, c, s=None):
    s = s or c.staff()
    k = phi.R.randint(0, 3)
    if k == 0:
        d.ln("Printed by {u} from {ip} on {dt} {tm}", u=(s.user, "USERNAME"), ip=(phi.ipaddr(), "IPADDR"),
             dt=date(c.today, "dmy"), tm=neg.clock())
    elif k == 1:
        d.ln("Last edited: {u} @ {dt} {tm} (ws {ip})", u=(s.user, "USERNAME"), dt=date(c.today, "dmy"),
             tm=neg.clock(), ip=(phi.ipaddr(), "IPADDR"))
    elif k == 2:
        d.ln("Doc created by user {u} | terminal {ip}", u=(s.user, "USERNAME"), ip=(phi.ipaddr(), "IPADDR"))
    else:
        d.ln("Entered by: {u}", u=(s.user, "USERNAME"))


def typed_by(d, c, author):
    typist = c.staff("admin", "Secretary")
    d.ln("{a}/{t}", a=(author.initials(), "DOCTOR"), t=(typist.initials().lower(), "DOCTOR"))
    d.ln("Dictated {d1}  Typed {d2}", d1=date(c.today, ch(["dmy", "dmy_s"])),
         d2=date(phi.shift(c.today, phi.R.randint(1, 9)), ch(["dmy", "dmy_s"])))


def family_update(d, c, p):
    n = p.nok
    k = phi.R.randint(0, 6)
    if k == 6:
        st = ch(P.US_STATES)
        d.ln("{r} {f} lives in {s} - updated by phone ({t}), will fly over if deteriorates.", r=p.rel.capitalize(),
             f=nm(n, "FAMILY", ch(["first", "full"])), s=(st[0] if maybe(0.7) else st[1], "STATE"), t=(phi.phone("US"), "PHONE"))
        return
    if k == 0:
        d.ln("Spoke to {r} {f} on {t} - updated re plan, aware of TEP.", r=p.rel, f=nm(n, "FAMILY", ch(["first", "full"])), t=(p.nok_phone, "PHONE"))
    elif k == 1:
        d.ln("{f} ({r}) at bedside, happy with plan.", f=nm(n, "FAMILY", ch(["full", "title"])), r=p.rel)
    elif k == 2:
        d.ln("Tried to call {r} ({f}) x2 - no answer, VM left on {t}.", r=p.rel, f=nm(n, "FAMILY", "first"), t=(p.nok_phone, "PHONE"))
    elif k == 3:
        d.ln("Collateral from {r} {f}: more confused for {dur} days, not eating.", r=p.rel, f=nm(n, "FAMILY", "first"), dur=phi.R.randint(2, 10))
    elif k == 4:
        d.ln("{f} is LPA (health & welfare) - copy on file.", f=nm(n, "FAMILY", "full"))
    else:
        d.ln("Family ({r} {f}) would like a call after {tm}. Prefers email {e}.", r=p.rel, f=nm(n, "FAMILY", "first"),
             tm=neg.clock(), e=(phi.email(n), "EMAIL"))


def hpc(d, c, p, dx):
    onset = phi.shift(c.today, -phi.R.randint(1, 12))
    k = phi.R.randint(0, 6)
    a = age_p(p.age, p.sexword)
    if k == 5:
        d1 = phi.shift(onset, -phi.R.randint(5, 20))
        d.ln("{a} with {sx} since returning from {co} ({d1}-{d2}). {neg1}", a=a,
             sx=ch(["fever", "calf swelling", "diarrhoea", "SOB", "cough"]), co=(ch(P.COUNTRIES), "COUNTRY"),
             d1=date(d1, ch(["dm", "d_mon", "dm0"])), d2=date(onset, ch(["dm", "d_mon", "dm0"])), neg1=neg.negs(1))
        return
    if k == 6:
        d.ln("{a}, {dx}. Generally declining since {hol}; {rel} {f} reports poor intake. {neg1}", a=a, dx=dx,
             hol=(ch(P.HOLIDAYS), "DATE"), rel=p.rel, f=nm(p.nok, "FAMILY", "first"), neg1=neg.negs(1))
        return
    if k == 0:
        d.ln("{a} {h} with {dur} {sx}. Onset {o}. {neg1}", a=a, h=ch(["presenting", "BIBA", "referred by GP"]),
             dur=ch(neg.DURATIONS), sx=ch(["SOB", "productive cough", "confusion", "falls", "chest pain", "D&V", "fever"]),
             o=date(onset, short=True), neg1=neg.negs(1))
    elif k == 1:
        art = "an" if str(p.age).startswith("8") or p.age in (11, 18) else "a"
        d.ln("{n} is {art} {a} {w} admitted via ED {rt} with {dx}.", n=nm(p, style=ch(["title", "first", "full"])), art=art,
             a=age_p(p.age, p.sexword, "n-year-old"), w="man" if p.sex == "M" else "woman", rt=ch(neg.REL_PAST), dx=dx.lower())
        d.ln("Unwell since {o}; seen by GP ({g}) on {g2} and started on doxycycline. {neg1}", o=date(onset, short=True),
             g=dr(p.gp, "Dr_last"), g2=date(phi.shift(onset, 1), short=True), neg1=neg.negs(1))
    elif k == 2:
        d.ln("{a} - {dx}. {rel} found {him} on floor at {tm}, {lie}. {neg1}", a=a, dx=dx, rel=p.rel.capitalize(),
             him=p.him, tm=neg.clock(), lie=ch(["unknown lie", "long lie", "able to get up"]), neg1=neg.negs(1))
    elif k == 3:
        d.ln("{a} from {h} with {dx}. Last seen well {o}. {neg1}", a=a,
             h=(ch(P.CARE_HOMES), "HOSPITAL") if maybe(0.5) else ["home (", (p.addr.town, "CITY"), ")"],
             dx=dx, o=date(onset, short=True), neg1=neg.negs(2))
    else:
        d.ln("Known to {cons} ({sp}). {dur} {sx}, worse since {o}. {neg1}", cons=dr(c.staff("doc", "Consultant"), "Dr_last"),
             sp=ch(P.SPECIALTIES), dur=ch(neg.DURATIONS), sx=ch(["breathlessness", "abdo pain", "leg swelling", "melaena"]),
             o=date(onset, short=True), neg1=neg.negs(1))


def cc_block(d, c, p, extra=True):
    d.ln("cc: {g}, {pr}", g=dr(p.gp, "Dr_init"), pr=(p.practice, "HOSPITAL"))
    if extra and maybe(0.7):
        d.ln("    {n}, {a}", n=nm(p, style=ch(["title_full", "title"])), a=p.addr.pieces())
    if extra and maybe(0.3):
        d.ln("    {n}, {pr}", n=dr(c.staff("nurse"), "nurse"), pr=(ch(P.PHARMACIES + P.CARE_HOMES), "HOSPITAL"))


def header(d, c, title, unit=True):
    if maybe(0.4):
        d.ln("{h}", h=(c.hosp, "HOSPITAL"))
    d.ln(title)
    if unit and maybe(0.6):
        d.ln("Ward: {w}", w=(c.ward, "HOSPITAL"))


def family_history(d, c, p):
    k = phi.R.randint(0, 3)
    if k == 0:
        d.ln("FH: father died aged {a} (MI); mother {b}.", a=(str(phi.R.randint(45, 80)), "AGE"),
             b=ch(["T2DM", "dementia", "alive and well", "bowel ca"]))
    elif k == 1:
        d.ln("FH: sister - breast ca at {a}; brother {n} has COPD.", a=(str(phi.R.randint(35, 70)), "AGE"),
             n=nm(c.patient(), "FAMILY", "first"))
    elif k == 2:
        d.ln("FH: nil of note. Son {n} ({a}) has Down syndrome - lives at home.", n=(ch(P.MALE_FIRST), "FAMILY"),
             a=(str(phi.R.randint(20, 50)), "AGE"))
    else:
        d.ln("FH: mother had Huntington's, died at {a}.", a=(ch(["sixty-one", "fifty-eight", "72", "66"]), "AGE"))
