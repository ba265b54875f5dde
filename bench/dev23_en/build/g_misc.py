"""Research screening logs and vaccination / travel clinic records."""
import datetime as dt

import pools as PL
from core import P
from common import Pt, wordlike, holiday, meds_list
from negatives import DX_MISC, DRUGS, TIMES, TRAVEL_SRC

STUDIES = [("HEARTBEAT-2", "a randomised trial of early rhythm control in atrial fibrillation"),
           ("PROTECT-CKD", "SGLT2 inhibition in stage 4 chronic kidney disease"),
           ("MINDSTEP", "a digital CBT programme for moderate depression"),
           ("COLO-SCREEN", "blood-based screening for Lynch syndrome"),
           ("FRAIL-HOME", "a home exercise programme after hip fracture"),
           ("ASTHMA-RELIEF", "as-needed budesonide-formoterol in mild asthma"),
           ("PANCREAS-EARLY", "surveillance of new-onset diabetes for pancreatic cancer"),
           ("NEURO-PD3", "exenatide in early Parkinson's disease"),
           ("SEPSIS-FLUIDS", "restrictive versus liberal fluids in septic shock")]

def kin_g(c, rels):
    rel, p = c.kin(rels)
    return rel, p.g()


def kin_fs(c, rels):
    rel, p = c.kin(rels)
    return rel, p.fs()


REASONS = ["eGFR below 15", "on warfarin", "declined - too many visits", "lacks capacity, no consultee available",
           "pregnant", "age outside range", "previous malignancy", "participating in another CTIMP", "HbA1c 112",
           "QTc > 480 ms", "language - interpreter not available", "lives outside catchment"]


def screening_log(c):
    acr, desc = c.ch(STUDIES)
    hosp = c.hospital()
    pi = c.doctor()
    rn = c.staff()
    rn2 = c.staff()
    dm = c.staff()
    o = [f"{acr}: {desc}", "SCREENING AND ENROLMENT LOG - CONFIDENTIAL (contains identifiable data; keep in the site file)"]
    o.append(f"Site: {P(hosp, 'HOSPITAL')}   Principal investigator: {pi.title} {pi.fs()}")
    o.append(f"Research nurses: {rn.fs()} ({rn.ini()}), {rn2.fs()} ({rn2.ini()})   Log maintained by: {c.username(dm)}")
    o.append(f"eCRF: {c.url(acr.lower().replace('-', '') + '-trial.example.org', c.ch(['/redcap', '/ecrf/site', '/login']))}")
    o.append(f"Period: {c.D(c.days_ago(120, 200), 'num')} to {c.D(c.today, 'num')}")
    o.append("")
    o.append("Scr no | Date | Initials | Age | Sex | MRN | Eligible | Reason / notes | Consent date | Participant ID | Rand no | By")
    start = c.days_ago(100, 200)
    n = c.n(6, 11)
    pidpre = acr.split("-")[0][:3].upper()
    site = f"{c.n(1, 40):02d}"
    enrolled = []
    for i in range(n):
        pt = c.patient()
        age = c.n(18, 89)
        d = start + dt.timedelta(days=i * c.n(3, 12))
        elig = c.maybe(0.55)
        by = c.ch([rn, rn2])
        ini = pt.ini() if c.maybe(0.7) else pt.dini()
        scr = f"S{site}-{i + 1:03d}"
        if elig:
            pid = f"{pidpre}-{site}-{c.loc.digits(4)}"
            cons = d + dt.timedelta(days=c.n(0, 7))
            row = (f"{P(scr, 'IDNUM')} | {c.D(d, 'num')} | {ini} | {c.A(age, False)} | {pt.sex} | {P(c.loc.mrn(), 'MRN')} | Y | - | "
                   f"{c.D(cons, 'num')} | {P(pid, 'IDNUM')} | {P('R' + c.loc.digits(4), 'IDNUM')} | {by.ini()}")
            enrolled.append((pt, pid, cons, age))
        else:
            row = (f"{P(scr, 'IDNUM')} | {c.D(d, 'num')} | {ini} | {c.A(age, False)} | {pt.sex} | {P(c.loc.mrn(), 'MRN')} | N | "
                   f"{c.ch([x for x in REASONS if not (x == 'pregnant' and pt.sex == 'M')])} | - | - | - | {by.ini()}")
        o.append(row)
    o.append("")
    o.append("Notes:")
    if enrolled:
        pt, pid, cons, age = c.ch(enrolled)
        o.append(f"- {P(pid, 'IDNUM')}: e-consent submitted from IP address {c.ip()} on {c.D(cons)} at {c.ch(TIMES)}; "
                 f"witnessed remotely by {rn.ini()}.")
        pt2, pid2, cons2, age2 = c.ch(enrolled)
        frel, fam = c.kin(['daughter', 'son', 'wife', 'husband'], same_as=pt2)
        o.append(f"- {P(pid2, 'IDNUM')} ({pt2.gi()}): {pt2.his} {frel} {fam.g()} acted as personal consultee. "
                 f"Withdrew from follow-up on {c.D(cons2 + dt.timedelta(days=c.n(20, 90)))}; data to date retained.")
    o.append(f"- Screening paused over {holiday(c)} due to staffing. {wordlike(c, general=True)}")
    o.append(f"- Queries to the trial office: {c.tel()} / {c.email(domain=acr.lower().replace('-', '') + '-trial.example.org', local='trialoffice')}")
    o.append("")
    o.append(f"Reviewed by PI: {pi.ini()}   Date: {c.D(c.today)}")
    return "\n".join(o)


VACCINES = ["Hepatitis A (Havrix Monodose 1440)", "Typhoid (Typhim Vi)", "Yellow fever (Stamaril)",
            "Rabies (Rabipur) dose 1", "Japanese encephalitis (Ixiaro) dose 1", "Hepatitis B (Engerix B) dose 2",
            "Cholera (Dukoral) oral", "Meningococcal ACWY (Nimenrix)", "Tick-borne encephalitis (TicoVac)",
            "Diphtheria/tetanus/polio (Revaxis)", "MMR (Priorix)", "COVID-19 booster (Comirnaty)", "Influenza (QIV)"]
PROPHYLAXIS = ["atovaquone/proguanil 250/100 mg daily from 2 days before to 7 days after", "doxycycline 100 mg daily",
               "mefloquine 250 mg weekly", "no chemoprophylaxis required - bite avoidance advice given"]


def travel_record(c):
    clinic = c.ch([f"{c.town()} Travel Clinic", f"{c.ch(PL.TREES_BIRDS)} Travel Health Centre", f"{c.practice()}",
                   f"Travel and Tropical Medicine Clinic, {c.hospital()}"])
    cdom = c.domain(clinic.split(",")[0], gen=True)
    nurse = c.staff()
    pt = Pt(c, 2, 80)
    child = pt.age < 18
    o = [f"{P(clinic, 'HOSPITAL')}", c.ch(["TRAVEL HEALTH RISK ASSESSMENT AND VACCINATION RECORD", "Travel Consultation",
                                           "Pre-travel consultation record"])]
    o.append(f"Booking line {c.tel()} | {c.url(cdom, '/book')}")
    o.append("")
    o.append(f"Name: {pt.caps()}   DOB: {c.D(pt.dob, 'num')}   Age: {c.A(pt.age, False)}")
    o.append(f"Address: {pt.addr.inline()}")
    o.append(f"Mobile: {c.tel('mobile')}   Email: {c.email(pt.p)}")
    o.append(c.ids_line(pt.ids))
    if child:
        par = c.family(c.ch("MF"), same_surname_as=pt.p)
        o.append(f"Parent/guardian: {par.fs()} ({'mother' if par.sex == 'F' else 'father'}), attended with {pt.him}. School: {P(c.school(), 'ORGANIZATION')}")
    else:
        o.append(f"Occupation: {P(pt.prof, 'PROFESSION')}" + (f", {P(c.employer(), 'ORGANIZATION')}" if c.maybe(0.4) else ""))
    if c.maybe(0.5):
        o.append(f"Passport no: {P(c.loc.letters(c.n(1, 2)) + c.loc.digits(7), 'IDNUM')}")
    o.append("")
    dep = c.days_after(10, 80)
    ret = dep + dt.timedelta(days=c.n(7, 120))
    dests = c.sample(list(PL.TRAVEL_DEST), c.n(1, 3))
    o.append(f"Departure: {c.D(dep)}   Return: {c.D(ret)}")
    itin = []
    for d in dests:
        cities = c.sample(PL.TRAVEL_DEST[d], c.n(1, len(PL.TRAVEL_DEST[d])))
        itin.append(f"{P(d, 'COUNTRY')} ({', '.join(P(x, 'CITY') for x in cities)})")
    o.append("Itinerary: " + "; ".join(itin))
    comp = c.family(c.ch("MF"))
    purpose = c.ch([
        "Visiting friends and relatives - staying with {} {} {} in a rural village.".format(pt.his, *kin_g(c, ['grandmother', 'uncle', 'cousin', 'aunt'])),
        f"Volunteering with {P(c.ch(['Clearwater', 'OpenHands', 'Bright Futures', 'Kinship']) + ' Foundation', 'ORGANIZATION')} at a school for {c.n(3, 10)} weeks.",
        "Backpacking with {} {} {}.".format(pt.his, *kin_fs(c, ['partner', 'friend', 'brother', 'sister'])),
        f"Business travel for {P(c.employer(), 'ORGANIZATION')}; hotel accommodation.",
        "Honeymoon; travelling with {} {} {}, who was seen separately.".format(pt.his, *kin_g(c, ['husband', 'wife'])),
    ])
    o.append(f"Purpose: {purpose}")
    o.append(f"Medical history: {c.ch(DX_MISC)}. Medication: {c.ch(DRUGS)}. Allergies: {c.ch(['egg', 'none known', 'penicillin', 'neomycin'])}.")
    if not child and pt.sex == "F" and c.maybe(0.3):
        o.append(f"LMP {c.D(c.days_ago(3, 25))}; pregnancy test negative.")
    o.append("")
    o.append(f"Previous vaccines: Td/IPV {c.D(c.days_ago(1500, 5000), 'y')}; hepatitis A {c.D(c.days_ago(800, 4000), 'my')}; MMR x2 (childhood).")
    o.append("Given today:")
    given = c.sample(VACCINES, c.n(2, 4))
    for v in given:
        site = "oral" if "oral" in v else c.ch(["L deltoid", "R deltoid", "L thigh" if pt.age < 3 else "R deltoid"])
        o.append(f"- {v}, {site}, {c.ch(['IM', 'SC', 'IM'])}" if site != "oral" else f"- {v}")
        if v.startswith("Yellow"):
            o.append(f"  ICVP certificate no. {P(c.loc.letters(2) + c.loc.digits(6), 'LICENSE')} issued; valid from {c.D(c.today + dt.timedelta(days=10))}.")
        if v.startswith("Rabies"):
            o.append(f"  Dose 2 due {c.D(c.today + dt.timedelta(days=7), 'wds' if c.code in ('UK', 'US', 'IE', 'AU', 'NZ') else 'num')}, dose 3 due {c.D(c.today + dt.timedelta(days=21), 'num')}.")
    o.append(f"Malaria: {c.ch(PROPHYLAXIS)}.")
    o.append(f"Guidance used: {TRAVEL_SRC[c.code]}.")
    o.append(f"Advice: food and water hygiene, dengue and Zika bite avoidance, rabies awareness, travellers' diarrhoea, altitude sickness. {wordlike(c)}")
    if c.maybe(0.5):
        o.append(f"Travel insurance: {P(c.insurer(), 'ORGANIZATION')}, policy {P(c.loc.letters(2) + c.loc.digits(8), 'HEALTHPLAN')}.")
    if c.maybe(0.25):
        o.append(f"Consultation fee invoiced to account {P(c.acct(), 'ACCOUNT')}.")
    o.append("")
    pin = {"UK": "NMC PIN", "IE": "NMBI PIN", "AU": "AHPRA No", "NZ": "NCNZ No", "US": "RN license", "CA": "CNO #",
           "ZA": "SANC No", "HK": "NCHK Reg No"}[c.code]
    o.append(f"Vaccinator: {nurse.fs()}, {c.ch(['Practice Nurse', 'Travel Health Nurse', 'Nurse Immuniser'])}; {pin} {P(c.loc.digits(2) + c.loc.letters(1) + c.loc.digits(4) + c.loc.letters(1), 'LICENSE')}")
    o.append(f"Record entered by {c.username(nurse)} on {c.D(c.today, 'num')} at {c.ch(TIMES)}")
    return "\n".join(o)
