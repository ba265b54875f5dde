"""Twelve genres of rural / underserved US care notes. Each returns marked text."""
import datetime as _dt
from phi import M, ICD, MEDS, table, vis
from blocks import (vitals, labs, meds, dx, score, epo, ordinary, sig, audit, demographics, header, relative, TSTYLES)

KICHE = "(K\u2019iche\u2019/Spanish)"
HISP = ["hisp", "maya", "haiti", "hisp", "word"]
NATIVE = ["native", "native", "anglo", "word"]


def _pt(c, amin=18, amax=92, sex=None, origins=None):
    pt = c.person(sex=sex, origins=origins)
    a = c.ri(amin, amax)
    dob = c.base - _dt.timedelta(days=a * 365 + c.ri(1, 360))
    return pt, a, dob


def _he(c, pt):
    return ("he", "his", "him") if pt.sex == "M" else ("she", "her", "her")


def cah_admission(c):
    pt, a, dob = _pt(c, 40, 96)
    he, his, _ = _he(c, pt)
    fac = c.hosp("cah")
    att, rn = c.clin(c.ch(["MD", "DO"])), c.clin("RN")
    pcp = c.clin(c.ch(["NP", "FNP-C", "MD", "PA-C"]))
    rel, fpr, fnm = relative(c, c.ch(["wife", "husband", "daughter", "son", "niece"]))
    onset = c.dd(-c.ri(2, 6))
    L = [header(c, pt, a, dob, fac, "Admission History and Physical",
                [("Admit", f"{c.date(c.dd())} {c.time()}"), ("Location", f"{c.room()}, {c.bed()}"), ("Acct", c.acct())]), ""]
    L.append(f"Attending: {c.doc(att)}    PCP: {c.doc(pcp)} ({c.hosp('fqhc')})")
    cc = c.ch(["shortness of breath", "fever and cough", "chest pain", "leg redness and swelling", "weakness and confusion", "vomiting x 2 days"])
    L.append(f"CC: {cc}")
    if c.p(0.5):
        L.append(f"HPI: {c.pt(pt, 'title')} is a {c.age(a, c.ch(['year-old', 'yo', 'y/o']))} {('retired ' if c.p(0.5) else '') + c.prof()} from {c.city()} "
                 f"who presents with {cc}. Symptoms began {c.date(onset, 'W')} ({c.date(onset, c.ch(['m/d', 'Bd', 'mdY']))}). "
                 f"{his.capitalize()} {rel} {fnm} drove {he == 'he' and 'him' or 'her'} the 40 miles in; roads were icy. "
                 f"Seen at {c.hosp('fqhc')} on {c.date(c.dd(-c.ri(1, 9)))} and started on amoxicillin 875 mg BID. {ordinary(c)}")
    else:
        L.append(f"HPI: {c.age(a, c.ch(['slash', 'sexF']), pt.sex)} w/ {cc} since {c.date(onset, c.ch(['wm/d', 'm/d', 'W']))}. "
                 f"{rel} ({fnm}) at bedside. Went to {c.hosp('fqhc')} {c.date(c.dd(-c.ri(1, 9)), 'm/d')}, abx started. {ordinary(c)} {score(c)}.")
    L += ["", "PMH:", dx(c, c.ri(2, 4)), "", meds(c), "Allergies: " + c.ch(["NKDA", "penicillin (hives)", "sulfa (rash)", "codeine (nausea)"])]
    L.append("")
    L.append(f"Social: Lives at {c.street()}, {c.city()}, with {his} {rel}. Works as {c.aprof()} at {c.org()}. "
             f"Tobacco {c.ri(0, 2)} ppd. Nearest pharmacy {c.hosp('pharm')}.")
    frel, fp2, fn2 = relative(c, c.ch(["brother", "sister"]))
    L.append(f"FHx: mother died at {M('AGE', str(c.ri(50, 95)))} of MI; {frel} {fn2} ({M('AGE', str(c.ri(30, 80)))}) with DM2. {epo(c)}.")
    L += ["", "Exam: " + vitals(c, c.ch(["comma", "pipe"])), f"{epo(c)}. {epo(c)}. {ordinary(c)}", "", labs(c)]
    if c.p(0.6):
        L.append(f"CXR {c.date(c.dd(), 'm/d')} (accession {c.idnum()}): " + c.ch(["RLL infiltrate", "no acute process", "cardiomegaly, small effusions"]))
    L += ["", "Assessment/Plan:", dx(c, c.ri(2, 3)),
          f"Admit inpatient to {c.hosp('unit')}. Will reassess in AM. If worsening, transfer to {c.hosp('ref')} (transfer center {c.phone()}).",
          f"Code status: Full. Discussed with {rel} {c.fam(fpr, 'given')} at {c.time()}."]
    if c.p(0.4):
        L.append(f"Primary RN: {c.doc(rn, 'cred')}, {c.ext()}")
    L += ["", sig(c, att)]
    if c.p(0.35):
        L.append(audit(c, rn))
    return "\n".join(L)


def cah_discharge(c):
    pt, a, dob = _pt(c, 30, 97)
    he, his, him = _he(c, pt)
    fac = c.hosp("cah")
    att = c.clin(c.ch(["MD", "DO", "FNP-C"]))
    adm = c.dd(-c.ri(3, 12))
    L = [header(c, pt, a, dob, fac, c.ch(["Discharge Summary", "DISCHARGE SUMMARY / SWING BED", "Transfer and Discharge Summary"])), ""]
    L.append(f"Admitted: {c.date(adm)}    Discharged: {c.date(c.dd())}")
    if c.p(0.5):
        L.append(f"Swing bed stay {c.date(c.dd(-c.ri(1, 3)), 'm/d')}-{c.date(c.dd(), 'm/d')} on {c.hosp('unit')}, {c.room()}.")
    L.append(f"Attending: {c.doc(att)}")
    L += ["", "Diagnoses:", dx(c, c.ri(2, 4)), ""]
    L.append(f"Hospital course: {c.age(a, c.ch(['year-old', 'yo', 'words']))} patient admitted {c.date(adm, c.ch(['W', 'wm/d', 'm/d']))} with "
             f"{c.ch(['CHF exacerbation', 'COPD exacerbation', 'cellulitis', 'pneumonia', 'DKA', 'UTI with delirium'])}. Treated with {c.ch(MEDS)}. "
             f"{ordinary(c)} {ordinary(c)} {epo(c)}. Physical therapy worked with {him} daily; {score(c)}.")
    if c.p(0.5):
        L.append(f"Over {c.holiday()} {his} family visited; {his} {c.ch(['son', 'daughter'])} {c.fam(c.person())} will stay with {him} for the first week.")
    L += ["", labs(c, n=c.ri(3, 6)), "", "Discharge " + meds(c, c.ri(4, 8), style="list")]
    L.append("")
    L.append("Follow-up:")
    rows = []
    for _ in range(c.ri(2, 4)):
        d = c.clin(c.ch(["MD", "NP", "PA-C", "DO"]))
        dt = c.dd(c.ri(3, 30))
        rows.append([c.date(dt, c.ch(["wm/d", "mdY", "WBdY", "m/d/y"])), c.time(), c.doc(d, c.ch(["dr", "cred", "plain"])), c.hosp(c.ch(["fqhc", "ref", "cah"])), c.phone(False)])
    L.append(table(rows, ["Date", "Time", "With", "Where", "Phone"], c.ch(TSTYLES)))
    L.append(f"Home health: {c.hosp('home')}, start of care {c.date(c.dd(c.ri(1, 3)))}; referral # {c.idnum()}.")
    if c.p(0.5):
        L.append(f"Pending: blood cultures (specimen {c.idnum()}), will call {c.pt(pt, 'title')} at {c.phone(False)} if positive.")
    if c.p(0.3):
        L.append(f"Home O2 concentrator SN {c.device()} delivered by {c.org()}.")
    L.append(f"Discharged to home at {c.street()}, {c.city()}, {c.state()} {c.zip()} by private vehicle with {his} {c.ch(['wife', 'husband', 'neighbor', 'son'])} {c.fam(c.person())}.")
    if c.p(0.3):
        L.append(f"Billing: SSN {c.ssn()}, guarantor {c.fam(c.person(), 'last_first')}, statement to {c.email(pt)}.")
    L += ["", sig(c, att, cosign=c.clin("MD") if att.cred == "FNP-C" else None)]
    if c.p(0.3):
        L.append(audit(c))
    return "\n".join(L)


def fqhc_visit(c):
    pt, a, dob = _pt(c, 18, 88)
    he, his, him = _he(c, pt)
    fac = c.hosp("fqhc")
    prov = c.clin(c.ch(["MD", "DO", "NP", "FNP-C", "PA-C"]))
    ma = c.clin("MA")
    L = [header(c, pt, a, dob, fac, c.ch(["Office Visit", "Chronic Care Visit", "Sick Visit", "Annual Wellness Visit"]),
                [("DOS", c.date(c.dd())), ("Encounter", c.acct())]), ""]
    L.append(demographics(c, pt, a, dob))
    if c.p(0.35):
        L.append(f"Kiosk check-in by palm scan, template {c.bio()}.")
    L.append(f"Sliding fee tier {c.ch('ABCD')}; {ordinary(c)}")
    L.append("")
    if c.p(0.5):
        L.append(f"S: {c.pt(pt, c.ch(['title', 'given', 'full']))} is a {c.age(a, 'year-old')} {c.ch(['here for DM f/u', 'here for BP check', 'with low back pain x 2 wk', 'requesting refills'])}. "
                 f"Roomed by {c.doc(ma, 'cred')} at {c.time()}. Works as {c.aprof()}; lost hours at {c.org()} in {c.date(c.dd(-c.ri(30, 200)), 'BY')}. "
                 f"{ordinary(c)} {ordinary(c)}")
    else:
        L.append(f"S: {c.age(a, c.ch(['slash', 'sexF', 'yo_nosp']), pt.sex)} f/u DM/HTN. last seen {c.date(c.dd(-c.ri(60, 200)), c.ch(['m/d/y', 'm/d', 'bdY']))}. "
                 f"checks BG at home, fasting 140s-180s. {ordinary(c)} roomed {c.doc(ma, 'given')} (MA).")
    if c.p(0.45):
        interp = c.clin("CHI")
        L.append(f"Interpreter: {c.doc(interp, 'plain')}, {c.ch(['Spanish', 'Haitian Creole', 'Hmong', 'Vietnamese', 'Somali'])}, ID {c.idnum()}.")
    L += ["O: " + vitals(c), f"{epo(c)}. {score(c)}. {score(c)}.", labs(c, n=c.ri(3, 6)), "", "A/P:", dx(c),
          meds(c, c.ri(2, 5))]
    if c.p(0.5):
        L.append(f"Rx sent to {c.hosp('pharm')} ({c.phone(False)}), Rx # {c.idnum()}. Patient assistance application faxed to {c.fax()}.")
    chw = c.clin("CHW")
    L.append(f"Referred to CHW {c.doc(chw, 'plain')} for food insecurity; {c.ch(['food box', 'utility assistance', 'transport voucher'])} arranged for {c.date(c.dd(c.ri(1, 9)), c.ch(['W', 'wm/d', 'Bd']))}.")
    L.append(f"RTC {c.ri(2, 12)} wk. {ordinary(c)}")
    L += ["", sig(c, prov)]
    if c.p(0.4):
        L.append(audit(c, ma))
    return "\n".join(L)


def farmworker(c):
    pt, a, dob = _pt(c, 15, 70, origins=HISP)
    he, his, him = _he(c, pt)
    fac = c.hosp("mig")
    prov = c.clin(c.ch(["NP", "FNP-C", "MD", "PA-C"]))
    outreach = c.clin("CHW")
    ctry = c.country()
    L = [f"{fac} -- {c.ch(['Outreach Visit', 'Clinic Visit', 'Evening Clinic', 'Camp Visit'])}", f"Date: {c.date(c.dd(), c.ch(['mdY', 'WBdY', 'bdY']))}  Time: {c.time()}",
         f"Patient: {c.pt(pt, c.ch(['LASTFIRST', 'last_first', 'full_mi']))}  ({c.age(a, c.ch(['sexF', 'slash', 'yo']), pt.sex)})  Chart # {c.mrn()}", ""]
    camp = c.landmark()
    L.append(f"Seen at {camp}, housing unit {M('LOCATION_OTHER', str(c.ri(1, 40)) + c.ch(['', 'A', 'B']))}, near {c.city()}, {c.state(False)}.")
    L.append(f"Born in {ctry}; in the US since {c.date(c.dd(-c.ri(400, 6000)), 'Y')}. Arrived for this season {c.date(c.dd(-c.ri(10, 90)), c.ch(['BY', 'Bd', 'm/d']))} from {c.city()}, {c.state()}.")
    crew = c.person()
    L.append(f"Works as {c.aprof()} for {c.org()}; crew leader {c.fam(crew, c.ch(['full', 'title', 'given']))}. "
             f"Paid by the bin. {ordinary(c)}")
    cc = c.ch(["headache, nausea after 10 h in the field", "rash on forearms after spraying", "eye irritation", "back strain lifting ladders", "cough x 2 wk", "toothache"])
    L.append(f"CC: {cc}. Last day worked {c.date(c.dd(-c.ri(0, 3)), c.ch(['W', 'wm/d']))}. Drinks 2-3 bottles of water per shift. {ordinary(c)}")
    L.append(vitals(c))
    if "spray" in cc or c.p(0.3):
        L.append(f"Cholinesterase drawn (req {c.idnum()}); product label photo sent to poison center. {c.ch(['No miosis', 'Mild miosis'])}.")
    L.append(f"{epo(c)}. {score(c)}.")
    L += ["", "Plan:", dx(c, c.ri(1, 3)), meds(c, c.ri(1, 3), style="inline")]
    if c.p(0.5):
        L.append(f"Outreach van plate {c.plate()} will bring {him} back {c.date(c.dd(c.ri(2, 7)), c.ch(['W', 'wm/d']))} evening. Driver {c.doc(outreach, 'plain')}.")
    rel, fp, fn = relative(c, c.ch(["wife", "brother", "cousin", "mother", "son"]))
    L.append(f"Contact via {rel} {fn} in {c.country() if c.p(0.4) else c.city()}: {c.phone(False)} (WhatsApp).")
    if c.p(0.4):
        L.append(f"Migrant Clinicians health network enrollment # {c.idnum()}; records portable via {c.url()}.")
    if c.p(0.35):
        L.append(f"Insurance: none; Emergency Medicaid ID {c.plan()} pending.")
    L.append(f"Outreach worker: {c.doc(outreach, 'cred')} {c.ch(['(bilingual)', KICHE, ''])}".rstrip())
    L += ["", sig(c, prov)]
    return "\n".join(L)


def tribal(c):
    pt, a, dob = _pt(c, 2, 94, origins=NATIVE)
    he, his, him = _he(c, pt)
    fac = c.hosp("tribal")
    prov = c.clin(c.ch(["MD", "DO", "NP", "PA-C"]))
    chr_ = c.clin("CHR")
    L = [header(c, pt, a, dob, fac, c.ch(["Primary Care Visit", "Diabetes Clinic", "Elder Wellness Visit", "Walk-in Visit"]),
                [("Beneficiary #", c.plan()), ("Visit", c.date(c.dd()))])]
    if c.p(0.6):
        L.append(f"Check-in: {c.ch(['fingerprint', 'palm vein', 'finger scan'])} template {c.bio()} matched at kiosk {c.time()}.")
    L.append("")
    L.append(f"{c.pt(pt, c.ch(['title', 'given', 'full']))}, {c.age(a, c.ch(['year-old', 'yo', 'words', 'age']))}, {c.ch(['comes in', 'brought by the CHR', 'walks in'])} from {c.landmark()} area "
             f"({c.street()}, {c.city()}). {ordinary(c)}")
    if a < 18:
        rel, fp, fn = relative(c, c.ch(["mother", "aunt", "father"]))
        L.append(f"Accompanied by {rel} {fn}, who {c.ch(['works at', 'drives for'])} {c.org()}.")
    else:
        rel, fp, fn = relative(c)
        L.append(f"Lives with {rel} {fn} ({M('AGE', str(c.ri(4, 90)))}). Retired {c.prof()}; helps at {c.org()}.")
    L.append(f"Last A1c {c.date(c.dd(-c.ri(80, 200)), c.ch(['BY', 'm/d/y']))}; {ordinary(c)}")
    L += [vitals(c), labs(c, style=c.ch(TSTYLES + ["inline"]), n=c.ri(3, 7)), f"Monofilament intact. {epo(c)}. {score(c)}."]
    L += ["", "Assessment:", dx(c, pool=[x for x in ICD if x[0][0] in "EIFZJNL" and not x[0].startswith(("Z34", "Z00"))]), meds(c, c.ri(2, 5))]
    L.append(f"CHR {c.doc(chr_, c.ch(['plain', 'given']))} to do home visit {c.date(c.dd(c.ri(2, 14)), c.ch(['W', 'wm/d', 'Bd']))}; phone {c.phone()}.")
    if c.p(0.4):
        L.append(f"Glucometer replaced, SN {c.device()}. Tribal pharmacy refill line {c.phone(False)}.")
    if c.p(0.35):
        L.append(f"Transport: tribal transit van {c.plate()} scheduled. {c.ch(['Road washed out last spring.', 'Gravel road, 2 hr round trip.'])}")
    if c.p(0.3):
        L.append(f"Traditional healer visit planned after {c.holiday()}; family prefers {c.hosp('tribal')} for follow-up.")
    L += ["", sig(c, prov)]
    if c.p(0.4):
        L.append(audit(c, chr_))
    return "\n".join(L)


def mobile_log(c):
    fac = c.hosp("mobile")
    drv = c.clin("EMT")
    rn = c.clin("RN")
    prov = c.clin(c.ch(["NP", "PA-C", "MD"]))
    L = [f"{fac} -- Daily Stop Log", f"Date: {c.date(c.dd(), c.ch(['WBdY', 'mdY', 'wm/d', 'iso']))}   Stop: {c.landmark()}, {c.city()}, {c.state()}"]
    L.append(f"Unit plate {c.plate()}  VIN {c.vin()}  odometer {c.ri(10000, 99999)} mi")
    L.append(f"Crew: {c.doc(drv, 'plain')} (driver/EMT), {c.doc(rn, 'cred')}, {c.doc(prov, 'cred')}")
    L.append(f"Hotspot {c.ip()} up at {c.time()}; EHR sync as {c.user(rn)}.")
    L.append("")
    rows = []
    for _ in range(c.ri(5, 10)):
        p = c.person(origins=c.ch([None, HISP, NATIVE]))
        sx = p.sex
        age = c.ri(1, 91)
        nm = c.pt(p, c.ch(["initials", "last_first", "LASTFIRST", "given_init", "full"]))
        agecell = c.ch([M("AGE", str(age)) + "/" + sx, M("AGE", str(age)) + sx, M("AGE", str(age)) + " " + sx])
        reason = c.ch(["BP check", "DM f/u", "URI", "wound check", "flu shot", "rash", "refill", "sports physical", "BG check", "ear pain", "HIV/HCV test"])
        meas = c.ch([f"BP {c.ri(104, 182)}/{c.ri(60, 108)}", f"BG {c.ri(70, 420)} mg/dL", f"T {c.R.uniform(97, 102):.1f}", f"SpO2 {c.ri(90, 100)}%", "Z23 given"])
        dispo = c.ch(["home", "RTC 2 wk", "ref FQHC", "ED advised", "labs sent", "done"])
        rows.append([c.time(), nm, agecell, reason, meas, dispo])
    L.append(table(rows, ["Time", "Patient", "Age/Sex", "Reason", "Vitals", "Dispo"], c.ch(TSTYLES)))
    L.append("")
    L.append(f"Total seen {len(rows)}. Generator ran {c.ri(4, 9)} h. {ordinary(c)}")
    if c.p(0.5):
        p = c.person()
        L.append(f"Note: {c.pt(p, c.ch(['full', 'title']))} ({c.age(c.ri(20, 85), 'yo')}) left before labs; call back {c.phone(False)}. Specimen {c.idnum()} discarded.")
    if c.p(0.4):
        L.append(f"Next stop {c.date(c.dd(c.ri(1, 7)), c.ch(['W', 'wm/d']))}: {c.org()} parking lot. Contact {c.fam(c.person(), 'full')} {c.phone(False)}.")
    if c.p(0.35):
        L.append(f"AED SN {c.device()} checked; {ordinary(c)}")
    L += ["", sig(c, prov)]
    return "\n".join(L)


def school(c):
    pt, a, dob = _pt(c, 5, 18)
    he, his, him = _he(c, pt)
    fac = c.hosp("school")
    sch = c.org("school")
    prov = c.clin(c.ch(["NP", "FNP-C", "PA-C"]))
    nurse = c.clin("RN")
    L = [header(c, pt, a, dob, fac, c.ch(["SBHC Visit", "School-Based Health Center Note", "Sports Physical", "Asthma Visit"]),
                [("School", sch), ("Grade", str(min(12, max(1, a - 5))))])]
    rel, fp, fn = relative(c, c.ch(["mother", "father", "aunt", "stepmother", "uncle"]))
    L.append(f"Consent on file signed by {rel} {fn} {c.date(c.dd(-c.ri(20, 300)), c.ch(['mdY', 'm/d/y', 'bdY']))}; reached at {c.phone(False)}.")
    L.append("")
    cc = c.ch(["wheeze after PE class", "sports physical", "headache", "sore throat", "abdominal pain", "vision screen failed", "anxiety before tests"])
    L.append(f"{c.pt(pt, c.ch(['given', 'full', 'given_init']))} is a {c.age(a, c.ch(['year-old', 'year old', 'yo']))} {c.ch(['student', 'boy' if pt.sex == 'M' else 'girl'])} sent by "
             f"{c.ch(['Ms.', 'Mr.', 'Mrs'])} {M('FAMILY', c.person().last)} ({c.ch(['3rd period', 'homeroom', 'PE'])}) for {cc}. {ordinary(c)}")
    L.append(f"{his.capitalize()} {rel} works as {c.aprof()} at {c.org()}; {c.ch(['shift work', 'gone during harvest', 'works nights'])}.")
    L += [vitals(c, c.ch(["comma", "colon"])), f"{epo(c)}. {score(c)}.", "Peak flow " + str(c.ri(180, 450)) + " L/min (72% of predicted)." if c.p(0.5) else "Snellen 20/" + str(c.ch([20, 25, 30, 40, 50])) + " OU."]
    L += ["", "Plan:", dx(c, pool=[x for x in ICD if x[0][0] in "JZHFRL" and not x[0].startswith("Z34")]), meds(c, c.ri(1, 3), style="inline")]
    L.append(f"Asthma action plan copy to school nurse {c.doc(nurse, c.ch(['cred', 'plain']))} ({c.ext()}).")
    if c.p(0.5):
        L.append(f"Return to class {c.time()}. Excuse for {c.date(c.dd(), c.ch(['W', 'wm/d', 'Bd']))}. Spacer device lot, inhaler SN {c.device()}.")
    if c.p(0.3):
        L.append(f"Portal message sent to {c.email(fp)}; instructions at {c.url()}.")
    if c.p(0.3):
        L.append(f"Counselor {c.doc(c.clin('LCSW'), 'cred')} to see {him} {c.date(c.dd(c.ri(1, 5)), 'W')}.")
    L += ["", sig(c, prov)]
    if c.p(0.3):
        L.append(audit(c, nurse))
    return "\n".join(L)


DENTAL_MEDS = [m for m in MEDS if any(k in m for k in ("lidocaine", "fluoride", "chlorhexidine", "amoxicillin", "ibuprofen", "acetaminophen"))]


def dental(c):
    pt, a, dob = _pt(c, 3, 88)
    he, his, him = _he(c, pt)
    fac = c.hosp("dental")
    dds = c.clin(c.ch(["DDS", "DMD"]))
    rdh = c.clin("RDH")
    L = [header(c, pt, a, dob, fac, c.ch(["Dental Progress Note", "Limited Oral Evaluation", "Comprehensive Oral Exam", "Hygiene Visit"]),
                [("Dental plan ID", c.plan()), ("Appt", f"{c.date(c.dd())} {c.time()}")]), ""]
    L.append(f"{c.pt(pt, c.ch(['title', 'given', 'full']))} ({c.age(a, c.ch(['yo', 'y/o', 'sexF', 'slash']), pt.sex)}) presents with {c.ch(['pain #19', 'broken filling #14', 'swelling LL quadrant', 'routine recall', 'bleeding gums'])}. "
             f"Last dental visit {c.date(c.dd(-c.ri(300, 2000)), c.ch(['Y', 'BY']))}. {ordinary(c)}")
    if a < 18:
        rel, fp, fn = relative(c, c.ch(["mother", "father", "aunt"]))
        L.append(f"Accompanied by {rel} {fn}.")
    L.append(f"Med hx reviewed: {c.ch(ICD)[1].lower()}; BP {c.ri(104, 170)}/{c.ri(60, 100)} at {c.time()}.")
    rows = [[f"#{t}", c.ch(["MOD", "O", "DO", "B", "-"]), c.ch(["caries", "sound", "fractured cusp", "periapical lucency", "sealant"]), c.ch(["D2392", "D2391", "D1351", "D3330", "D7140", "D0220"])] for t in c.R.sample(range(1, 33), c.ri(3, 6))]
    L.append(table(rows, ["Tooth", "Surf", "Finding", "CDT"], c.ch(TSTYLES)))
    L.append(f"Perio: probing depths 2-{c.ri(3, 7)} mm, BOP {c.ri(5, 60)}%. {c.ch(['Class II mobility #24', 'no mobility'])}.")
    L.append(f"PA radiographs, image ID {c.idnum()}. " + c.ch(["Radiolucency at apex.", "No periapical pathology.", "Interproximal decay noted."]))
    L.append("Tx: " + "; ".join(c.R.sample(DENTAL_MEDS, c.ri(1, 3))) + ".")
    if c.p(0.35):
        L.append(f"Implant placed #{c.ri(2, 31)}: fixture lot/SN {c.device()}; healing abutment SN {c.device()}.")
    L.append(f"Hygiene by {c.doc(rdh, c.ch(['cred', 'cred_nocomma']))}. {ordinary(c)}")
    L += ["Dx:", dx(c, pool=[x for x in ICD if x[0].startswith("K0")] + [c.ch(ICD)])]
    L.append(f"Next appt {c.date(c.dd(c.ri(7, 60)), c.ch(['wm/d', 'WBdY', 'mdY']))}; reminder texts to {c.phone(False)}.")
    if c.p(0.3):
        L.append(f"Referral to oral surgery, {c.hosp('ref')}, fax {c.fax()}, ref # {c.idnum()}.")
    L += ["", sig(c, dds)]
    return "\n".join(L)


VISION_MEDS = [m for m in MEDS if any(k in m for k in ("latanoprost", "cyclopentolate", "cetirizine"))]


def vision(c):
    pt, a, dob = _pt(c, 4, 93)
    he, his, him = _he(c, pt)
    fac = c.hosp("vision")
    od = c.clin("OD")
    opt = c.clin("ABOC")
    L = [header(c, pt, a, dob, fac, c.ch(["Eye Exam", "Diabetic Eye Exam", "Vision Screening Follow-up", "Glaucoma Check"]),
                [("Vision plan", c.plan()), ("Exam date", c.date(c.dd()))]), ""]
    L.append(f"{c.age(a, c.ch(['year-old', 'yo', 'slash', 'sexF']), pt.sex)} {c.ch(['referred by school screening', 'DM, annual dilated exam', 'blurry vision at distance', 'IOP check', 'new glasses'])}. "
             f"Works as {c.aprof()}; {c.ch(['drives at night', 'welding without goggles', 'screens 8 h/day', 'outdoor work, no sunglasses'])}. {ordinary(c)}")
    va = lambda: "20/" + str(c.ch([20, 25, 30, 40, 50, 70, 100, 200]))
    rows = [["OD", va(), f"{c.ch(['-', '+'])}{c.ch(['0.75', '1.25', '2.00', '3.50'])} {c.ch(['-0.50', '-1.00', 'sph'])} x {c.ri(1, 180)}", f"{c.ri(10, 28)} mmHg"],
            ["OS", va(), f"{c.ch(['-', '+'])}{c.ch(['0.50', '1.75', '2.25', '4.00'])} {c.ch(['-0.75', '-1.25', 'sph'])} x {c.ri(1, 180)}", f"{c.ri(10, 28)} mmHg"]]
    L.append(table(rows, ["Eye", "VA sc", "Refraction", "IOP"], c.ch(TSTYLES)))
    L.append(f"{epo(c)}. Cup-to-disc 0.{c.ri(2, 8)} OU. {c.ch(['No diabetic retinopathy.', 'Mild NPDR OU.', 'Early cataract OU.'])}")
    L.append(f"Fundus photos (study ID {c.idnum()}) uploaded {c.date(c.dd(), 'm/d')} {c.time()} from camera {c.device()} at {c.ip()}.")
    L += ["Dx:", dx(c, pool=[x for x in ICD if x[0][0] == "H"] + [c.ch(ICD)]), "Plan: " + "; ".join(c.R.sample(VISION_MEDS, c.ri(1, 2))) + "."]
    L.append(f"Frames order {c.idnum()} via {c.org()} lab; optician {c.doc(opt, c.ch(['plain', 'given']))}. Ready approx {c.date(c.dd(c.ri(7, 21)), c.ch(['W', 'Bd', 'm/d']))}.")
    if c.p(0.35):
        L.append(f"Low-vision aid (CCTV magnifier) SN {c.device()} loaned.")
    if c.p(0.35):
        L.append(f"DMV vision form completed for driver's license {c.lic()}.")
    L.append(f"Result letter to PCP {c.doc(c.clin(c.ch(['MD', 'NP', 'DO'])))} ({c.fax()}).")
    L += ["", sig(c, od)]
    return "\n".join(L)


PN_MEDS = [m for m in MEDS if any(k in m for k in ("prenatal", "ferrous", "ondansetron", "nifedipine", "labetalol", "methyldopa", "aspirin", "insulin", "acetaminophen"))]


def prenatal(c):
    pt, a, dob = _pt(c, 15, 44, sex="F")
    fac = c.hosp(c.ch(["ob", "fqhc", "cah"]))
    cnm = c.clin(c.ch(["CNM", "MD", "DO", "FNP-C"]))
    ga_w = c.ri(8, 39)
    lmp = c.dd(-(ga_w * 7 + c.ri(0, 6)))
    edd = lmp + _dt.timedelta(days=280)
    L = [header(c, pt, a, dob, fac, c.ch(["Prenatal Visit", "OB Return Visit", "New OB Intake", "Prenatal Flow Sheet"]),
                [("Visit", c.date(c.dd())), ("Medicaid", c.plan())]), ""]
    g = c.ri(1, 6)
    L.append(f"{c.age(a, c.ch(['yo', 'y/o', 'year-old', 'yo_nosp']))} G{g}P{g - 1} at {ga_w}w{c.ri(0, 6)}d by {c.ch(['LMP', 'dating US'])}. "
             f"LMP {c.date(lmp, c.ch(['mdY', 'm/d/y', 'bdY']))}, EDD {c.date(edd, c.ch(['mdY', 'BdY', 'm/d/y']))}.")
    prt = c.person(sex="M" if c.p(0.85) else "F")
    L.append(f"FOB/partner {c.fam(prt, c.ch(['full', 'given']))} ({M('AGE', str(c.ri(17, 50)))}), works as {c.aprof()}. Prior births: Apgars 8/9, SVD at {c.hosp('cah')} {c.date(c.dd(-c.ri(400, 3000)), c.ch(['Y', 'BY']))}.")
    rows = [[c.date(c.dd(-7 * k), c.ch(["m/d", "m/d/y"])), f"{ga_w - k * 2}w", f"{c.ri(100, 150)}/{c.ri(60, 96)}", f"{c.ri(120, 160)}", f"{max(10, ga_w - 2 * k + c.ri(-1, 1))} cm", c.ch(["neg/neg", "tr/neg", "neg/tr"])] for k in range(c.ri(2, 4), -1, -1)]
    L.append(table(rows, ["Date", "GA", "BP", "FHR", "FH", "Urine P/G"], c.ch(TSTYLES)))
    L.append(f"{c.ch(['Leopold maneuvers: vertex.', 'Fundal height appropriate.', 'Edema trace.'])} {score(c)}. {ordinary(c)}")
    L.append(labs(c, n=c.ri(3, 5)))
    L.append(f"Anatomy US {c.date(c.dd(-c.ri(7, 40)), 'm/d')}, accession {c.idnum()}: {c.ch(['normal', 'anterior placenta, normal survey', 'EFW 45th %ile'])}.")
    L += ["Problems:", dx(c, pool=[x for x in ICD if x[0][0] in "OZ"] + [c.ch(ICD)]), meds(c, c.ri(2, 4), pool=PN_MEDS, style="inline")]
    L.append(f"Delivery plan at {c.hosp('ref')} ({c.ri(55, 140)} mi); L&D {c.phone()}. {c.ch(['Lodging at hospital hostel offered', 'Weather plan reviewed', 'Ambulance plan if precipitous'])}.")
    if c.p(0.5):
        L.append(f"Doula {c.fam(c.person(sex='F'), 'full')} ({c.phone(False)}); WIC at {c.org()}. Due around {c.holiday()}.")
    if c.p(0.35):
        L.append(f"Home BP cuff SN {c.device()} issued; upload at {c.url()}.")
    L.append(f"RTC {c.date(c.dd(c.ri(7, 28)), c.ch(['wm/d', 'W', 'mdY', 'Bd']))} with {c.doc(cnm)}.")
    L += ["", sig(c, cnm)]
    return "\n".join(L)


PSY_MEDS = [m for m in MEDS if any(k in m for k in ("sertraline", "escitalopram", "hydroxyzine", "quetiapine", "buprenorphine", "naloxone"))]


def telepsych(c):
    pt, a, dob = _pt(c, 12, 85)
    he, his, him = _he(c, pt)
    orig = c.hosp(c.ch(["cah", "fqhc", "tribal", "school"]))
    dist = c.hosp("bh")
    psy = c.clin(c.ch(["MD", "DO"]))
    sup = c.person()
    L = [header(c, pt, a, dob, dist, "Telepsychiatry Consultation", [("Originating site", orig), ("Session", c.idnum())]), ""]
    L.append(f"Video via {c.url()}; patient endpoint {c.ip()}, provider endpoint {c.ip()}. Start {c.time()}, end {c.time()}.")
    L.append(f"Requested by {c.doc(c.clin(c.ch(['MD', 'NP', 'PA-C'])))} for {c.ch(['depression', 'SI screen positive', 'anxiety', 'opioid use disorder', 'psychosis r/o', 'PTSD symptoms'])}. Presenter: {c.doc(c.clin('RN'), 'cred')} in {c.room()}.")
    L.append("")
    rel, fp, fn = relative(c, c.ch(["mother", "wife", "husband", "sister", "father", "daughter"]))
    L.append(f"HPI: {c.pt(pt, c.ch(['title', 'full', 'given']))} is a {c.age(a, c.ch(['year-old', 'yo']))} {c.prof() if a >= 18 else 'student at ' + c.org('school')} "
             f"with low mood since {c.date(c.dd(-c.ri(40, 400)), c.ch(['BY', 'Bd']))}. Worse after {c.holiday()}. "
             f"Sleep 4-5 h. {ordinary(c)} Collateral from {rel} {fn} by phone {c.phone(False)}.")
    L.append(f"{score(c)}; {score(c)}; C-SSRS screen {c.ch(['negative', 'positive for passive SI'])}.")
    L.append(f"MSE: {c.ch(['casually dressed', 'disheveled', 'well groomed'])}, speech normal rate, mood 'tired', affect constricted. No AH/VH. {ordinary(c)}")
    L += ["Dx:", dx(c, pool=[x for x in ICD if x[0][0] == "F"] + [("Z91.19", "Nonadherence to medical treatment")]), "Rec: " + "; ".join(c.R.sample(PSY_MEDS, c.ri(1, 3))) + "."]
    L.append(f"Safety plan reviewed; crisis line {c.phone(False)}. Follow-up video {c.date(c.dd(c.ri(7, 30)), c.ch(['WBdY', 'wm/d', 'mdY']))} {c.time()}.")
    if c.p(0.4):
        L.append(f"Case discussed with supervising faculty Prof {M('DOCTOR', sup.last)}.")
    if c.p(0.4):
        L.append(f"PDMP queried under {c.user(psy)}; DEA {c.lic()}.")
    L += ["", sig(c, psy)]
    if c.p(0.5):
        L.append(audit(c))
    return "\n".join(L)


CP_MEDS = [m for m in MEDS if any(k in m for k in ("furosemide", "metoprolol", "carvedilol", "potassium", "spironolactone", "lisinopril", "insulin", "metformin", "albuterol", "fluticasone", "aspirin"))]


def paramedicine(c):
    pt, a, dob = _pt(c, 45, 96)
    he, his, him = _he(c, pt)
    agency = c.org()
    cp = c.clin(c.ch(["CP-C", "EMT-P"]))
    med = c.clin(c.ch(["MD", "DO"]))
    L = [f"{c.ch(['Community Paramedicine', 'Mobile Integrated Health', 'CP Home Visit'])} -- {agency}",
         f"Run # {c.idnum()}   Unit {c.ch(['CP-1', 'Medic 7', 'SQ 2'])} (plate {c.plate()})   {c.date(c.dd(), c.ch(['mdY', 'WBdY', 'wm/d']))} {c.time()}",
         f"Pt: {c.pt(pt, c.ch(['LASTFIRST', 'last_first', 'full']))}  {c.age(a, c.ch(['slash', 'sexF', 'yo']), pt.sex)}  MRN {c.mrn()}",
         f"Address: {c.address()}"]
    if c.p(0.35):
        L.append(f"Face sheet: SSN {c.ssn()}; Medicare/Medicaid {c.plan()}; contact e-mail {c.email(pt)}")
    if c.p(0.25):
        L.append(f"Med dispenser unlocked by fingerprint ID {c.bio()} (device SN {c.device()}).")
    if c.p(0.5):
        L.append(f"Directions: past {c.landmark()}, second gravel drive; lockbox on porch. {c.ch(['Dog friendly.', 'Gate code given by daughter.', 'No cell signal past the creek.'])}")
    L.append("")
    L.append(f"Referred by {c.hosp('cah')} after discharge {c.date(c.dd(-c.ri(3, 20)))} for {c.ch(['CHF', 'COPD', 'DM2 with frequent ED use', 'falls'])}.")
    rel, fp, fn = relative(c, c.ch(["wife", "husband", "daughter", "son", "neighbor", "friend"]))
    L.append(f"{c.pt(pt, c.ch(['title', 'given']))} {c.ch(['sitting in recliner', 'at kitchen table', 'in bed'])}, {rel} {fn} present. {ordinary(c)} {ordinary(c)}")
    L.append(vitals(c, c.ch(["pipe", "lines", "comma"])))
    L.append(f"Weight log: {c.R.uniform(60, 130):.1f} kg today vs {c.R.uniform(60, 130):.1f} kg on {c.date(c.dd(-7), c.ch(['m/d', 'wm/d']))}. BG {c.ri(80, 310)} mg/dL. {score(c)}.")
    L.append(f"{epo(c)}. Lungs {c.ch(['clear', 'crackles at bases', 'diffuse wheeze'])}. {c.ch(['2+ pitting edema', 'trace edema', 'no edema'])}.")
    L.append("Pill box check: " + meds(c, c.ri(3, 6), pool=CP_MEDS, style="inline"))
    if c.p(0.5):
        L.append(f"CPAP SN {c.device()} downloaded, usage 5.2 h/night. Scale SN {c.device()} replaced.")
    if c.p(0.35):
        L.append(f"Telemetry hub {c.ip()} online; readings at {c.url()}.")
    L.append(f"Online medical control: {c.doc(med)} via {c.phone()} at {c.time()}; orders: {c.ch(['extra furosemide 40 mg x1', 'no change', 'recheck in 48 h'])}.")
    L.append(f"Next visit {c.date(c.dd(c.ri(2, 10)), c.ch(['W', 'wm/d', 'Bd', 'm/d']))}. {rel.capitalize()} to call {c.phone(False)} with any change.")
    L += ["Impression:", dx(c, c.ri(1, 3)), "", sig(c, cp)]
    if c.p(0.35):
        L.append(f"Paramedic license {c.lic()}; ePCR user {c.user(cp)}.")
    return "\n".join(L)


GENRES = [
    ("critical_access_admission", cah_admission),
    ("critical_access_discharge", cah_discharge),
    ("fqhc_visit", fqhc_visit),
    ("farmworker_clinic", farmworker),
    ("tribal_clinic", tribal),
    ("mobile_clinic_log", mobile_log),
    ("school_based_health", school),
    ("dental_clinic", dental),
    ("vision_clinic", vision),
    ("prenatal_visit", prenatal),
    ("telepsychiatry_consult", telepsych),
    ("community_paramedicine", paramedicine),
]
