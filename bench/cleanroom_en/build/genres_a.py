"""Genre templates, part A: discharge summary, progress note, ED note, radiology, pathology."""
import datetime as dt

import clinical as K
import pools
from core import (P, PT, nm, fmt_date, make_person, title, digits, letters, accession, device_sn,
                  vehicle, bioid, license_no, ip_addr, username, healthplan, group_no, us_phone)


HOLIDAYS_US = ["Christmas", "Christmas Eve", "Thanksgiving", "New Year's Eve", "New Year's Day", "July 4th",
               "Memorial Day", "Labor Day", "Easter Sunday", "Halloween", "Independence Day"]
HOLIDAYS_UK = ["Christmas", "Christmas Day", "Boxing Day", "New Year's Eve", "Easter Monday", "Bonfire Night",
               "Good Friday", "August bank holiday", "Hogmanay"]


def bullets(r, items, mark=None):
    mark = mark or r.choice(["- ", "* ", "• ", "", "o "])
    if mark == "":
        return "\n".join(f"{i + 1}. {x}" for i, x in enumerate(items))
    return "\n".join(mark + x for x in items)


def meds_block(c, n=None):
    r = c.r
    n = n or r.randint(4, 10)
    return bullets(r, [K.fmt_med(r) for _ in range(n)])


def problems_inline(c, n=3):
    r = c.r
    return ", ".join(p for p, _ in r.sample(K.PROBLEMS, n))


def social_history(c):
    r = c.r
    bits = []
    rel0 = c.relp(0)
    lives = r.choice([
        f"Lives with {c.his} {c.rel(0)} in {P('CITY', c.city)}.",
        f"Lives alone in an apartment in {P('CITY', c.city)}; {c.rel(0)} checks in daily.",
        f"Lives with {c.rel(0)}; {c.rel(1, 'role_first')} nearby.",
        f"Resident of {c.H(c.facility)} since {c.D(c.days(-r.randint(100, 1500)), r.choice(['my', 'y', 'my_abbr']))}.",
        f"Lives in a 2-storey house in {P('CITY', c.city)} with {c.rel(0)}.",
    ])
    bits.append(lives)
    job = r.choice([
        f"Works as a {P('PROFESSION', c.profession)} at {PT('ORGANIZATION', c.employer)}.",
        f"Retired {P('PROFESSION', c.profession)}.",
        f"Former {P('PROFESSION', c.profession)}, on disability since {c.D(c.days(-r.randint(400, 4000)), 'y')}.",
        f"Employed by {PT('ORGANIZATION', c.employer)} ({P('PROFESSION', c.profession)}).",
        f"Occupation: {P('PROFESSION', c.profession)}.",
        "Unemployed.",
        f"Works part-time for {nm(make_person(r, c.uk), 'FAMILY', r.choice(['full', 'last']))}'s {r.choice(['landscaping business', 'corner shop', 'farm', 'garage', 'restaurant'])} as a {P('PROFESSION', c.profession)}.",
    ])
    bits.append(job)
    if r.random() < 0.5:
        bits.append(r.choice([
            f"Born in {c.country()}, moved to the {P('COUNTRY', r.choice(['UK', 'United Kingdom']) if c.uk else r.choice(['US', 'United States', 'USA']))} in {c.D(c.days(-r.randint(2000, 15000)), 'y')}.",
            f"Recent travel to {c.country()} ({c.D(c.days(-r.randint(10, 60)), r.choice(['my', 'month']))}).",
            f"Emigrated from {c.country()} {r.randint(3, 40)} years ago; speaks some English, prefers interpreter.",
        ]))
    bits.append(r.choice(["Tobacco: never.", "Ex-smoker, quit 10 yrs ago, 20 pack-year hx.",
                          "Smokes 1 ppd.", "Vapes daily.", "Former smoker (30 pk-yr)."]))
    bits.append(r.choice(["EtOH: social.", "Alcohol: 2-3 beers/weekend.", "Denies EtOH.",
                          "Drinks ~14 units/week.", "EtOH: 6 drinks/day, see CIWA."]))
    bits.append(r.choice(["No illicit drug use.", "Denies IVDU.", "Marijuana occasionally.", ""]))
    if r.random() < 0.3:
        bits.append(f"Attends {PT('ORGANIZATION', r.choice(pools.CHURCHES))}; church members help with meals.")
    return " ".join(b for b in bits if b)


def family_history(c):
    r = c.r
    items = []
    for rel, cond in r.sample([("Mother", "breast cancer"), ("Father", "MI"), ("Brother", "T2DM"),
                               ("Sister", "lupus"), ("Father", "colon cancer"), ("Mother", "stroke"),
                               ("Maternal grandmother", "Alzheimer's"), ("Paternal uncle", "prostate ca")], 3):
        v = r.random()
        a = r.randint(38, 88)
        if v < 0.5:
            items.append(f"{rel}: {cond} at {P('AGE', a)}")
        elif v < 0.7:
            items.append(f"{rel} - {cond}, died aged {P('AGE', a)}")
        elif v < 0.85:
            items.append(f"{rel} with {cond} (dx age {P('AGE', a)})")
        else:
            items.append(f"{rel}: {cond}")
    return "; ".join(items) + "."


# ====================================================================== discharge summary
def discharge_summary(c):
    r = c.r
    sc = c.sc
    los = r.randint(2, 12)
    adm = c.days(-los)
    dis = c.date
    uk = c.uk
    out = []
    v = r.random()
    if v < 0.4:
        out.append(f"{c.H()}\nDISCHARGE SUMMARY\n")
        out.append(f"PATIENT NAME: {c.N('LF')}\n{c.mrn_label().upper()}: {P('MRN', c.mrn)}\nDOB: {c.dob_s()}\n"
                   f"ADMISSION DATE: {c.D(adm)}\nDISCHARGE DATE: {c.D(dis)}\n"
                   f"ATTENDING: {c.dr(c.att, 'full_cred')}\nPCP: {c.dr(c.pcp, r.choice(['dr_full', 'full_cred']))}, {c.H(c.practice)}")
        if not uk and r.random() < 0.6:
            out.append(f"SSN: {P('SSN', c.ssn)}   Insurance: {r.choice(['Medicare', 'Medicaid', 'commercial', 'Medicare Advantage'])}   Member ID: {P('HEALTHPLAN', c.plan)}")
        if uk and r.random() < 0.45:
            out.append(f"NI No: {P('SSN', c.ssn)}")
    elif v < 0.7:
        out.append(f"Discharge Summary - {c.H()}")
        out.append(f"{c.N(r.choice(['full', 'fml', 'caps']))} ({c.age_s(r.choice(['MF', 'yo']))})  {c.ids_line()}")
        out.append(f"Admitted: {c.D(adm)}   Discharged: {c.D(dis)}   LOS: {los} days")
        out.append(f"Consultant: {c.dr(c.att, 'dr_full' if uk else 'full_cred')}   {'Ward: ' + c.H(c.ward) if uk else 'Room: ' + P('LOCATION_OTHER', c.room)}")
        if uk:
            out.append(f"GP: {c.dr(c.pcp, 'dr_fi')}, {c.H(c.practice)}, {c.site_addr(', ')}")
    else:
        out.append(f"** DISCHARGE SUMMARY **\n{c.H()} - {sc['dept']}")
        out.append(f"Pt: {c.N('lfm')}\nMRN {P('MRN', c.mrn)} | Acct {P('ACCOUNT', c.acct)}\nDOB {c.dob_s()} | Age {P('AGE', c.age)}")
        rs = "md" if not uk else "dm"
        out.append(r.choice([f"Adm/DC: {c.D(adm, rs)}-{c.D(dis, rs)}", f"Dates: {c.D(adm)} - {c.D(dis)}",
                             f"Stay: {c.D(adm, rs)} to {c.D(dis, rs)} ({los} days)"]))
        out.append(f"Attending: {c.dr(c.att, 'dr_last')}   Resident: {c.dr(c.res, 'full')}, {r.choice(['PGY-1', 'PGY-2', 'FY1', 'intern'])}")
    out.append("")
    out.append(f"PRINCIPAL DIAGNOSIS: {sc['dx'][0].upper() + sc['dx'][1:]} ({sc['icd']})")
    out.append(f"SECONDARY DIAGNOSES: {problems_inline(c, r.randint(2, 4))}")
    out.append("")
    out.append("HISTORY OF PRESENT ILLNESS:")
    intro = r.choice([
        f"{c.N('full')} is a {c.age_s('year-old')} {c.sexword()} with a history of {problems_inline(c, 2)} who presented to the {r.choice(['ED', 'emergency department', 'A&E' if uk else 'ED'])} on {c.D(adm)} with {sc['cc']}.",
        f"{c.tN()} is a {c.age_s()} {c.sexword()} with PMH {problems_inline(c, 3)}, admitted {c.D(adm, 'wk_md' if not uk else 'uk_wk')} with {sc['cc']}.",
        f"{c.age_s('MF')} with {problems_inline(c, 2)} p/w {sc['cc']} x {r.randint(1, 5)} days.",
    ])
    out.append(intro + f" {c.He} reported {sc['hpi']}.")
    if r.random() < 0.5:
        out.append(f"History obtained from the patient and {c.his} {c.rel(0)}, who was present at bedside.")
    if r.random() < 0.3:
        out.append(f"{c.He} was transferred from {c.H(c.other_hosp())} where {c.he} had been seen on {c.D(c.days(-los - 1), 'md' if not uk else 'd_mon')}.")
    out.append("")
    out.append("HOSPITAL COURSE:")
    course = sc["course"]
    out.append(course)
    extra = []
    if r.random() < 0.6:
        extra.append(f"{c.sc['dept']} was consulted ({c.dr(c.cons, 'dr_last')}) on hospital day {r.randint(1, 3)} and agreed with the plan.")
    if r.random() < 0.5:
        d1 = c.days(-los + r.randint(0, los))
        extra.append(f"On {c.D(d1, r.choice(['md', 'wk_md', 'mon_d']) if not uk else r.choice(['dm', 'uk_wk', 'd_mon']))} {c.he} had a brief episode of {r.choice(['hypotension to 84/50', 'delirium overnight', 'AF with RVR to 140s', 'hypoglycemia to 54', 'desaturation to 88%'])} which resolved with {r.choice(['fluids', 'reorientation', 'metoprolol 5 mg IV', 'D50', 'O2 via NC'])}.")
    if r.random() < 0.4:
        extra.append(f"PT/OT evaluated; recommended {r.choice(['home with services', 'SNF', 'home with walker', 'acute rehab'])}. Case management ({nm(make_person(r, uk), 'DOCTOR', 'full')}) arranged follow-up.")
    if r.random() < 0.15:
        extra.append(f"Social work: pt has been living in {c.his} car ({P('VEHICLE', vehicle(r, uk))}); shelter list and housing referral provided.")
    if r.random() < 0.25:
        extra.append(f"Patient was moved from room {P('LOCATION_OTHER', c.room)} to the step-down unit on day {r.randint(2, 4)}.")
    out.append(" ".join(extra))
    out.append("")
    out.append("PERTINENT RESULTS:")
    out.append(f"Admission labs ({c.D(adm, 'md' if not uk else 'dm')}):")
    out.append(K.fmt_labs(r, uk=uk))
    if r.random() < 0.5:
        out.append(f"Discharge labs ({c.D(dis, 'md' if not uk else 'dm')}): " + K.fmt_labs(r, uk=uk, style="inline"))
    if r.random() < 0.3:
        out.append(f"Prior echo {c.D(c.days(-r.randint(100, 900)), r.choice(['my_num', 'md', 'my_abbr']) if not uk else 'my')}: EF {r.randint(25, 65)}%.")
    out.append("")
    out.append("DISCHARGE MEDICATIONS:")
    out.append(meds_block(c))
    if r.random() < 0.3 and not uk:
        out.append(f"Rx for oxycodone 5 mg #{r.randint(6, 20)} sent electronically; prescriber DEA {P('LICENSE', license_no(r, 'dea', c.att))}.")
    out.append("")
    out.append(f"DISPOSITION: {r.choice(['Home', 'Home with VNA', 'Home with home health', 'SNF', 'Rehab'])}" +
               (f" - {c.H(c.facility)}" if r.random() < 0.3 else ""))
    out.append(f"CONDITION AT DISCHARGE: {r.choice(['stable', 'good', 'fair', 'improved'])}")
    out.append("")
    out.append("FOLLOW-UP:")
    fu = [f"{c.dr(c.pcp, 'dr_last')} ({'GP' if uk else 'PCP'}) in 1 week - {c.H(c.practice)}, tel {P('PHONE', c.site_phone())}"]
    for pl in sc["plan"]:
        fu.append(pl)
    if r.random() < 0.6:
        fu.append(f"{sc['dept']} clinic with {c.dr(c.cons, r.choice(['dr_last', 'dr_full']))} on {c.D(c.days(r.randint(7, 40)), r.choice(['long', 'wk_long', 'us', 'abbr']) if not uk else r.choice(['uk_long', 'uk_wk_y', 'uk']))} at {c.time()}")
    out.append(bullets(r, fu))
    out.append("")
    if r.random() < 0.4:
        out.append(f"Code status: {r.choice(['Full code', 'DNR/DNI', 'DNACPR'])}. HCP: {c.rel(0, 'first_role')}, {P('PHONE', c.relp(0).phone)}.")
    out.append(c.esign(c.att, dis))
    if r.random() < 0.5:
        out.append(c.transcription(c.att))
    if r.random() < 0.25:
        out.append(f"cc: {c.dr(c.pcp, 'dr_full')}, {c.H(c.practice)}; fax {P('FAX', c.site_phone())}")
    return "\n".join(out)


# ====================================================================== progress note
def progress_note(c):
    r = c.r
    sc = c.sc
    uk = c.uk
    hd = r.randint(2, 9)
    out = []
    v = r.random()
    ds = r.choice(["md", "wk_md", "us", "mon_d"]) if not uk else r.choice(["uk", "dm", "uk_wk", "d_mon"])
    if v < 0.35:
        out.append(f"{r.choice(['Hospital Medicine Progress Note', 'PROGRESS NOTE', 'Daily Progress Note', 'Medicine Team B - Progress Note'])}")
        out.append(f"{c.N('LF')}  {c.mrn_label()} {P('MRN', c.mrn)}  Rm {P('LOCATION_OTHER', c.room)}")
        out.append(f"Date of service: {c.D()}  HD#{hd}")
    elif v < 0.7:
        out.append(f"{c.D(None, ds)} {c.time()} - {r.choice(['Medicine', 'Hospitalist', 'Surgery', 'Cardiology'])} progress note")
        out.append(f"Pt: {c.N(r.choice(['full', 'lf', 'fml']))}, {c.age_s(r.choice(['MF', 'yo', 'y/o']))}, bed {P('LOCATION_OTHER', c.bed)}" +
                   (f", {c.ward_s()}" if uk or r.random() < 0.3 else ""))
    else:
        out.append(f"S/O/A/P  --  {c.H()}")
        out.append(f"{c.N('caps')} ({P('MRN', c.mrn)})   {c.D()}")
    out.append("")
    out.append("S:" if r.random() < 0.6 else "SUBJECTIVE:")
    subj = r.choice([
        f"{c.tN()} reports feeling {r.choice(['better', 'about the same', 'tired', 'much improved'])} today. Slept {r.choice(['well', 'poorly', 'on and off'])}. {r.choice(['Tolerating diet.', 'Some nausea with breakfast.', 'Ambulated with PT.', 'No CP or SOB.'])}",
        f"No acute events overnight. Pt c/o {r.choice(['mild incisional pain', 'cough', 'constipation', 'back pain', 'poor sleep'])}. {c.His} {c.rel(0)} visited {c.D(c.days(-1), 'weekday')} and brought in home meds list.",
        f"Overnight: {r.choice(['called for BP 188/96, given hydralazine 10 mg IV', 'febrile to 38.3, cultures sent', 'uneventful', 'brief run of NSVT, asymptomatic'])}. This AM {c.he} feels {r.choice(['ok', 'weak', 'better'])}.",
        f"pt seen and examined w/ {c.dr(c.att, 'dr_last')}. states \"{r.choice(['I want to go home', 'my breathing is better', 'the pain is still there'])}\". {nm(c.relp(0), 'FAMILY', 'first')} ({c.relp(0).role}) at bedside.",
    ])
    out.append(subj)
    if r.random() < 0.35:
        out.append(f"Plan reviewed with {c.ref()} at bedside" + r.choice([".", ", all questions answered.", "; agrees."]))
    out.append("")
    out.append("O:" if r.random() < 0.6 else "OBJECTIVE:")
    out.append("Vitals: " + K.fmt_vitals(r))
    out.append(f"I/O: {r.randint(600, 2400)}/{r.randint(500, 3500)}" + (f", net -{r.randint(100, 1800)}" if r.random() < 0.5 else ""))
    out.append("Exam:")
    out.append(bullets(r, r.sample(K.EXAM_LINES, r.randint(4, 7)), r.choice(["", "  ", "- "]) or "  "))
    out.append("")
    out.append(f"Labs ({c.D(None, ds)}):")
    out.append(K.fmt_labs(r, uk=uk))
    if r.random() < 0.5:
        prior = c.days(-1)
        out.append(f"Trend: Cr {round(r.uniform(0.8, 3.0), 1)} ({c.D(prior, 'md' if not uk else 'dm')}) -> {round(r.uniform(0.7, 2.5), 1)} today; Hgb {round(r.uniform(7, 13), 1)} -> {round(r.uniform(7, 13), 1)}")
    if r.random() < 0.4:
        a0 = c.days(-hd + 1)
        rs = 'md' if not uk else 'dm'
        out.append(f"Abx: {r.choice(['ceftriaxone', 'vanc/zosyn', 'cefazolin', 'amox-clav'])} {c.D(a0, rs)}-{c.D(c.days(r.randint(0, 3)), rs)}" + r.choice([" (planned)", "", ", then PO"]))
    if r.random() < 0.4:
        out.append(f"Micro: blood cx x2 from {c.D(c.days(-hd + 1), 'md' if not uk else 'dm')} NGTD; urine cx {r.choice(['>100k E. coli', 'mixed flora', 'no growth', 'pending'])}.")
    if r.random() < 0.35:
        out.append(f"Imaging: {r.choice(['CXR', 'CT chest', 'echo', 'RUQ US', 'CT head'])} {c.D(c.days(-r.randint(0, hd)), 'md' if not uk else 'dm')} - {r.choice(['no acute change', 'improving RLL opacity', 'EF 40%', 'small L effusion'])}.")
    out.append("")
    out.append("A/P:" if r.random() < 0.6 else "ASSESSMENT AND PLAN:")
    a = f"{c.age_s(r.choice(['yo', 'MF', 'y/o']))} w/ {problems_inline(c, 2)} admitted {c.D(c.days(-hd + 1), 'md' if not uk else 'dm')} with {sc['dx']}, HD#{hd}."
    out.append(a)
    pl = [f"#{sc['dx']}: " + "; ".join(r.sample(sc['plan'], min(2, len(sc['plan']))))]
    pl.append(f"#{r.choice(K.PROBLEMS)[0]}: continue home {K.fmt_med(r, style='plain')}")
    pl.append(f"#FEN/GI: {r.choice(['regular diet', 'cardiac diet', 'NPO after MN', 'clears, advance as tol'])}, replete K/Mg PRN")
    pl.append(f"#PPx: {r.choice(['heparin SC', 'enoxaparin', 'SCDs', 'on apixaban'])}, {r.choice(['PPI', 'no PPI indicated'])}")
    pl.append(f"#Dispo: {r.choice(['anticipate d/c home', 'SNF placement pending', 'home w/ services'])} {r.choice(['tomorrow', 'in 1-2 days', 'when cleared by PT'])}" +
              (f"; {c.rel(0, 'first_role')} updated by phone {P('PHONE', c.relp(0).phone)}" if r.random() < 0.4 else ""))
    if r.random() < 0.3:
        pl.append(f"#Code: Full. HCP {c.rel(1, 'role_full')}")
    out.append(bullets(r, pl, ""))
    out.append("")
    if r.random() < 0.5:
        out.append(f"{c.dr(c.res, r.choice(['full', 'fi_cred', 'full_cred']))}, {r.choice(['PGY-1', 'PGY-2', 'PGY-3', 'MS4'])}, pager {P('PHONE', c.pager())}")
        out.append(f"Seen and discussed with attending {c.dr(c.att, r.choice(['dr_last', 'full_cred']))}, who agrees with the above.")
    else:
        out.append(c.esign(c.att))
    return "\n".join(out)


# ====================================================================== ED note
def ed_note(c):
    r = c.r
    uk = c.uk
    sc = c.sc
    out = []
    arr = c.time()
    mvc = r.random() < 0.45
    cc = "MVC" if mvc else sc["cc"]
    ed = "A&E" if uk else "ED"
    out.append(r.choice([f"{ed} PHYSICIAN NOTE", f"Emergency Department Record - {c.H(c.hosp)}", f"{c.H()} {ed}", "EMERGENCY DEPT NOTE"]))
    v = r.random()
    if v < 0.5:
        out.append(f"Patient: {c.N(r.choice(['LF', 'lf', 'caps']))}   DOB: {c.dob_s()}   {c.mrn_label()}: {P('MRN', c.mrn)}")
        out.append(f"Arrival: {c.D()} {arr}  Mode: {r.choice(['EMS', 'walk-in', 'private vehicle', 'ambulance', 'police'])}  {ed} bed {P('LOCATION_OTHER', c.bed)}")
    else:
        out.append(f"{c.N('LF2')}  {c.age_s('MF')}  {c.mrn_label()} {P('MRN', c.mrn)}  Visit {P('ACCOUNT', c.acct)}")
        out.append(f"Date of service: {c.D()}   Triage {arr}   Room {P('LOCATION_OTHER', c.room if r.random() < 0.4 else c.bed)}")
    if r.random() < 0.4:
        out.append(f"Registration: identity verified by {r.choice(['fingerprint', 'palm-vein scan', 'biometric kiosk'])} (biometric ID {P('BIOID', bioid(r))}).")
    if r.random() < 0.4 and not uk:
        out.append(f"Insurance: {r.choice(['Medicaid', 'self-pay', 'Medicare', 'commercial'])}, ID {P('HEALTHPLAN', c.plan)}; SSN {P('SSN', c.ssn)}")
    elif r.random() < 0.2 and uk:
        out.append(f"Overseas visitor check: NI number {P('SSN', c.ssn)} confirmed.")
    out.append(f"Triage: {r.choice(['ESI 2', 'ESI 3', 'ESI 3', 'ESI 4', 'Manchester orange', 'Manchester yellow'] if not uk else ['Manchester orange', 'Manchester yellow', 'Cat 2', 'Cat 3'])}")
    out.append("")
    out.append(f"CC: {cc}")
    out.append("")
    out.append("HPI:")
    if mvc:
        role = r.choice(["restrained driver", "unrestrained passenger", "restrained front-seat passenger", "motorcyclist", "pedestrian struck"])
        h = (f"{c.age_s(r.choice(['yo', 'MF', 'year-old']))} {role} in a {r.choice(['low-speed', 'moderate-speed', 'high-speed', 'T-bone', 'rear-end'])} collision "
             f"on {r.choice(['the highway', 'the motorway', 'a county road', 'a city street']) if uk else r.choice(['the highway', 'the interstate', 'a county road', 'a city street'])} at approx {c.time()}. "
             f"{r.choice(['+airbag deployment', 'No airbag deployment', 'Ambulatory at scene', 'Prolonged extrication ~20 min'])}. "
             f"C/o {r.choice(['neck pain', 'L chest wall pain', 'R knee pain', 'headache', 'abdominal pain'])}. {r.choice(['Denies LOC.', '+LOC per EMS.', 'Unsure of LOC.'])}")
        out.append(h)
        vb = []
        if r.random() < 0.9 and role != "pedestrian struck":
            vb.append(f"Pt's vehicle: {r.choice(['silver sedan', 'black pickup', 'white SUV', 'red hatchback', 'blue minivan'])}, plate {P('VEHICLE', vehicle(r, uk))}")
        if r.random() < 0.4:
            vb.append(f"other vehicle VIN {P('VEHICLE', vehicle(r, vin=True))} per police report")
        if r.random() < 0.6:
            officer = make_person(r, uk)
            vb.append(f"{r.choice(['Officer', 'PC', 'Trooper', 'Deputy']) if not uk else 'PC'} {nm(officer, 'FAMILY', r.choice(['last', 'full']))} at bedside, report #{P('IDNUM', digits(r, 2) + '-' + digits(r, 6))}")
        if vb:
            out.append("; ".join(vb) + ".")
        if r.random() < 0.5:
            out.append(f"{'Driving licence' if uk else 'DL'} {P('LICENSE', license_no(r, 'dl_uk' if uk else 'dl_us', c.pt))} photographed for records.")
    else:
        out.append(f"{c.N(r.choice(['full', 'first', 'fml']))} is a {c.age_s()} {c.sexword()} with hx of {problems_inline(c, 2)} here with {sc['hpi']}. "
                   f"{r.choice(['Symptoms began', 'Onset', 'Started'])} {c.D(c.days(-r.randint(1, 4)), r.choice(['weekday', 'wk', 'weekday']))} {r.choice(['evening', 'morning', 'night', 'afternoon'])}.")
        if r.random() < 0.2:
            out.append(f"{r.choice(['Symptoms worse since', 'Was well until', 'Last normal at family gathering on'])} {P('DATE', r.choice(HOLIDAYS_UK if uk else HOLIDAYS_US))}.")
        if r.random() < 0.4:
            out.append(f"Sent in by {c.dr(c.pcp, 'dr_last')} from {c.H(c.practice)}.")
        if r.random() < 0.3:
            out.append(f"Returned from {c.country()} {r.randint(3, 20)} days ago.")
        if r.random() < 0.15:
            out.append(f"Drove self to {'A&E' if uk else 'ED'}; car ({r.choice(['grey Toyota Corolla', 'white Ford Transit', 'blue Honda Civic', 'red Nissan Micra'])}, reg {P('VEHICLE', vehicle(r, uk))}) left in the ambulance bay - security asked to move it.")
    if r.random() < 0.5:
        out.append(f"Accompanied by {c.his} {c.rel(0)}, contact {P('PHONE', c.relp(0).phone)}.")
    out.append("")
    out.append(f"PMH: {problems_inline(c, r.randint(2, 5))}")
    out.append(f"Meds: {', '.join(K.fmt_med(r, style='plain') for _ in range(r.randint(2, 5)))}")
    out.append(f"All: {r.choice(K.ALLERGIES)}")
    out.append("SH: " +
               r.choice([f"{P('PROFESSION', c.profession)} at {PT('ORGANIZATION', c.employer)}", f"retired {P('PROFESSION', c.profession)}", f"{P('PROFESSION', c.profession)}", "unemployed"]) +
               f", {r.choice(['+tob', 'no tob', 'ex-smoker'])}, {r.choice(['social EtOH', 'no EtOH', 'heavy EtOH'])}")
    out.append("")
    out.append("ROS: " + r.choice(["10-pt ROS neg except per HPI.", "Negative except as above.", "Unable to obtain due to AMS."]))
    out.append("")
    out.append("PE:")
    out.append(K.fmt_vitals(r))
    out.append(f"GCS {r.choice([15, 15, 14, 13, 9])} (E{r.randint(2, 4)}V{r.randint(3, 5)}M6)" if r.random() < 0.6 else "GCS 15")
    out.append(bullets(r, r.sample(K.EXAM_LINES, r.randint(4, 6)), "- "))
    out.append("")
    out.append("ED COURSE / MDM:")
    mdm = [f"Labs: {K.fmt_labs(r, uk=uk, style='inline')}."]
    if mvc:
        mdm.append(f"CT head/C-spine: no acute findings. FAST {r.choice(['negative', 'negative', 'equivocal, CT A/P obtained - negative'])}.")
        mdm.append(f"Trauma surgery ({c.dr(c.cons, 'dr_last')}) consulted {r.choice(['and cleared', 'and will admit for observation'])}.")
    else:
        mdm.append(f"{r.choice(['ECG: NSR 88, no STE.', 'ECG: AF 132, no acute ST changes.', 'CXR: see above.', 'CT as above.'])}")
        mdm.append(f"Given {r.choice(['NS 1 L bolus', 'ketorolac 15 mg IV', 'ondansetron 4 mg IV', 'ASA 324 mg', 'ceftriaxone 1 g IV', 'morphine 4 mg IV'])} at {c.time()}.")
        mdm.append(f"Discussed with {c.dr(c.cons, r.choice(['dr_last', 'dr_full']))} ({sc['dept']}), pager {P('PHONE', c.pager())}.")
    if r.random() < 0.4:
        mdm.append(f"Reassessed {c.ref()} at {c.time()}: {r.choice(['pain improved to 3/10', 'HR down to 90s', 'tolerating PO', 'still symptomatic'])}.")
    out.append(" ".join(mdm))
    out.append("")
    dispo = r.choice(["Admit to medicine", "Discharge home", "Admit to obs", "Transfer", "Admit to ICU"])
    if dispo == "Transfer":
        dispo += f" to {c.H(c.other_hosp())} for {r.choice(['neurosurgery', 'cath lab', 'burn unit', 'higher level of care'])}; accepted by {c.dr(c.mkdoc(), 'dr_full')}"
    out.append(f"IMPRESSION: {sc['dx'] if not mvc else 'MVC, ' + r.choice(['cervical strain', 'chest wall contusion', 'mild TBI', 'R knee contusion'])}")
    out.append(f"DISPO: {dispo}")
    out.append("")
    if r.random() < 0.35:
        sc_p = make_person(r, uk)
        out.append(f"Scribe statement: I, {nm(sc_p, 'DOCTOR', 'full')}, scribed for {c.dr(c.att, 'dr_full')} on {c.D()}.")
    out.append(c.esign(c.att))
    return "\n".join(out)


# ====================================================================== radiology
def radiology_report(c):
    r = c.r
    uk = c.uk
    name, ind, findings, imp = r.choice(K.RAD_STUDIES)
    acc = accession(r, c.date.year, "rad")
    out = []
    v = r.random()
    if v < 0.4:
        out.append(f"{c.H()} - Department of {r.choice(['Radiology', 'Diagnostic Imaging', 'Medical Imaging'])}")
        out.append(f"Patient: {c.N('LF')}    {c.mrn_label()}: {P('MRN', c.mrn)}    DOB: {c.dob_s()}")
        out.append(f"Exam: {name}")
        out.append(f"Accession #: {P('IDNUM', acc)}    Exam date: {c.D()} {c.time()}")
        out.append(f"Ordering: {c.dr(c.pcp if r.random() < 0.5 else c.res, r.choice(['full_cred', 'dr_full', 'lf']))}")
    elif v < 0.75:
        out.append(f"{name}")
        out.append(f"{c.N('LF2')} | {c.sex} | {P('AGE', c.age)}Y | {P('MRN', c.mrn)} | ACC {P('IDNUM', acc)}")
        out.append(f"DOS: {c.D()}   Location: {r.choice(['ED', 'Inpatient', 'Outpatient'])} {P('LOCATION_OTHER', c.room) if r.random() < 0.5 else ''}".rstrip())
        out.append(f"Referring: {c.dr(c.pcp, 'dr_last')}, {c.H(c.practice)}")
    else:
        out.append(f"RADIOLOGY REPORT\n\nName: {c.N('full')}\nDOB: {c.dob_s()}\n{c.mrn_label()}: {P('MRN', c.mrn)}" + (f"\nNHS No: {P('MRN', c.nhs)}" if uk else ""))
        out.append(f"Study: {name.title()}\nStudy date: {c.D()}\nAccession: {P('IDNUM', acc)}")
        out.append(f"Requested by: {c.dr(c.res, 'dr_fi')}")
    out.append("")
    out.append(f"CLINICAL INDICATION: {ind}." + (f" {c.age_s(r.choice(['yo', 'MF', 'y/o']))} {r.choice(['s/p fall', 'with hx of CAD', 'on apixaban', 'post-op day 2'])}." if r.random() < 0.5 else ""))
    tech = r.choice(["Axial images were obtained without contrast. Sagittal and coronal reformats were reviewed.",
                     f"Performed with {r.randint(60, 100)} mL Omnipaque 350 IV. DLP {r.randint(200, 1400)} mGy-cm.",
                     "Standard protocol.", "Two views.", "Grayscale and color Doppler imaging."])
    out.append(f"TECHNIQUE: {tech}")
    cmp = r.random()
    if cmp < 0.6:
        prior = c.days(-r.randint(30, 1500))
        out.append(f"COMPARISON: {r.choice(['CT', 'Radiograph', 'MRI', 'Study'])} dated {c.D(prior, r.choice(['us', 'us0', 'iso', 'abbr']) if not uk else r.choice(['uk', 'uk_abbr']))}" +
                   (f" from {c.H(c.other_hosp())}" if r.random() < 0.3 else "") + ".")
    else:
        out.append("COMPARISON: None.")
    if r.random() < 0.2:
        model = r.choice(K.DEVICE_MODELS[:5])
        out.append(f"NOTE: Patient has a {model} device (serial {P('DEVICE', device_sn(r))}); scanned under MR-conditional protocol with device in MRI mode, monitored by cardiology RN {c.nurse(c.rn, 'first')}.")
    out.append("")
    out.append("FINDINGS:")
    out.append(findings)
    out.append("")
    out.append("IMPRESSION:")
    out.append(imp)
    out.append("")
    if r.random() < 0.35:
        out.append(f"Critical result communicated to {c.dr(c.res, r.choice(['dr_full', 'full']))} by telephone at {c.time()} on {c.D()} with read-back.")
    rad = c.mkdoc(cred="MD" if not uk else r.choice(["FRCR", "MBBS FRCR"]))
    if r.random() < 0.4:
        fel = c.mkdoc()
        out.append(f"Preliminary read by {c.dr(fel, 'full')}, {'fellow' if not uk else 'registrar'}.")
    out.append(f"{r.choice(['Dictated and signed by', 'Reported by', 'Attending radiologist:', 'Electronically signed:'])} {c.dr(rad, r.choice(['full_cred', 'dr_full', 'fml_cred']))}  {c.D()} {c.time()}")
    if r.random() < 0.25:
        out.append(f"Images available at {P('URL', c.portal_url())}")
    if r.random() < 0.3:
        out.append(f"Workstation: {r.choice(['RADWS', 'PACS', 'RR'])}{r.randint(1, 40)} ({P('IPADDR', ip_addr(r))})")
    return "\n".join(out)


# ====================================================================== pathology
def pathology_report(c):
    r = c.r
    uk = c.uk
    case = r.choice(K.PATH_CASES)
    acc = accession(r, c.date.year, "path")
    coll = c.days(-r.randint(1, 3))
    rec = coll + dt.timedelta(days=r.choice([0, 0, 1]))
    out = []
    out.append(r.choice(["SURGICAL PATHOLOGY REPORT", "Cellular Pathology Report", "PATHOLOGY CONSULTATION REPORT", "Anatomic Pathology"]))
    out.append(f"{c.H()}   {c.site_addr(', ')}" if r.random() < 0.4 else f"{c.H()}")
    out.append("")
    v = r.random()
    if v < 0.5:
        out.append(f"Patient: {c.N('LF')}            Case #: {P('IDNUM', acc)}")
        out.append(f"{c.mrn_label()}: {P('MRN', c.mrn)}            Collected: {c.D(coll)}")
        out.append(f"DOB: {c.dob_s()} (Age: {P('AGE', c.age)})   Received: {c.D(rec)}")
        out.append(f"Sex: {c.sex}                       Reported: {c.D()}")
        out.append(f"Submitting physician: {c.dr(c.cons, r.choice(['full_cred', 'lf', 'dr_full']))}")
    else:
        out.append(f"NAME: {c.N('LF2')}   SPECIMEN NO: {P('IDNUM', acc)}")
        out.append(f"{c.mrn_label().upper()}: {P('MRN', c.mrn)}" + (f"   NHS: {P('MRN', c.nhs)}" if uk else "") + f"   DOB: {c.dob_s()}")
        out.append(f"DATE TAKEN: {c.D(coll)}   DATE REC'D: {c.D(rec)}")
        out.append(f"CLINICIAN: {c.dr(c.cons, 'dr_last')}   LOCATION: {c.H(c.ward) if uk else c.H(c.practice)}")
    if r.random() < 0.3:
        out.append(f"Requisition: {P('IDNUM', accession(r, c.date.year, 'order'))}")
    out.append("")
    out.append(f"CLINICAL HISTORY: {c.age_s(r.choice(['yo', 'MF', 'year-old', 'y/o']))} {c.sexword()} {r.choice(['with mass on imaging', 'screening', 'with abnormal findings', 'r/o malignancy', 'hx of ' + r.choice(K.PROBLEMS)[0]])}.")
    out.append("")
    out.append(f"SPECIMEN: {case['spec']}")
    out.append("")
    out.append("GROSS DESCRIPTION:")
    lab = r.choice([f"\"{name_for_label(c)}\" and \"{P('MRN', c.mrn)}\"", f"with the patient's name ({name_for_label(c)}) and medical record number",
                    f"\"{name_for_label(c)}, {c.dob_s('us0' if not uk else 'uk')}\"", "with the patient's name and date of birth"])
    grosser = make_person(r, uk)
    out.append(f"Received in formalin, labeled {lab}, is {case['gross']}. ({P('DOCTOR', (grosser.first[0] + grosser.last[0]).upper())}/{P('DOCTOR', (c.rn.first[0] + c.rn.last[0]).lower())})")
    out.append("")
    out.append("MICROSCOPIC DESCRIPTION:" if r.random() < 0.5 else "DIAGNOSIS:")
    out.append(case["dx"])
    if case["extra"]:
        out.append("")
        out.append("ANCILLARY STUDIES:")
        out.append(case["extra"])
    if r.random() < 0.3:
        out.append("")
        ext = accession(r, c.date.year - r.randint(0, 3), "path")
        out.append(f"NOTE: Outside slides {P('IDNUM', ext)} from {c.H(c.other_hosp())} were reviewed for comparison and show similar morphology.")
    if r.random() < 0.35:
        out.append(f"Results discussed with {c.dr(c.cons, 'dr_last')} by phone on {c.D(None, 'md' if not uk else 'dm')} at {c.time()}.")
    if r.random() < 0.2:
        out.append(f"Germline testing: buccal swab DNA profile ID {P('BIOID', bioid(r))} retained in biobank with consent.")
    out.append("")
    pat = c.mkdoc(cred="MD" if not uk else "FRCPath")
    out.append(f"Pathologist: {c.dr(pat, r.choice(['full_cred', 'fml_cred', 'dr_full']))}")
    if r.random() < 0.5:
        out.append(f"Resident: {c.dr(c.res, 'full')}")
    out.append(f"{r.choice(['Electronically signed out', 'Verified', 'Authorised'])} {c.D()} {c.time()}")
    if r.random() < 0.2:
        out.append(f"Lab license: CLIA {P('LICENSE', digits(r, 2) + 'D' + digits(r, 7))}" if not uk else f"Lab: UKAS {P('LICENSE', digits(r, 4))}")
    return "\n".join(out)


def name_for_label(c):
    r = c.r
    return nm(c.pt, "PATIENT", r.choice(["LF", "lf", "LF2", "caps"]))
