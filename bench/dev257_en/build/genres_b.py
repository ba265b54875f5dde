"""Genres 7-12. Each function returns marked text (see ctx.P)."""
import pools as PL
from ctx import P
from genres_a import header, sig, REG, P_country, P_ins

CUR = {"UK": "GBP", "AU": "AUD", "US": "USD"}


def photo(c):
    r = c.r
    s = header(c)
    s += r.choice(["\nCLINICAL PHOTOGRAPHY CONSENT LOG\n", "\nBefore & after photo consent\n"])
    s += f"Photographer: {c.doc(2, r.choice(['plain', 'rn', 'np']))}   Camera: {r.choice(['Canon EOS R6', 'Vectra H2 3D', 'Nikon Z6', 'iPad (clinic) - QuantifiCare'])}\n"
    s += "Consent level:\n"
    for opt in ["[x] clinical record", "[{}] teaching (anonymised)", "[{}] website / social media", "[{}] publication"]:
        s += "  " + opt.format(r.choice(["x", " "])) + "\n"
    s += f"Face shown? {r.choice(['no - eyes masked', 'yes (pt agreed)', 'cropped'])}. Tattoos/jewellery removed.\n\n"
    s += "Date | Set | Views | Taken by\n"
    for i in range(r.randint(2, 4)):
        s += f"{c.d(style=r.choice(['num', 'iso', 'dot']), off=i * r.choice([14, 30, 90]))} | {c.idn('IMG')} | "
        s += f"{r.choice(['5-view face', 'AP/lat/oblique', 'animation x3', 'top-down scalp', 'Vectra 3D'])} | {c.doc(r.randint(0, 2), 'init')}\n"
    if r.random() < 0.8:
        s += f"3D facial scan biometric template {c.bio()} stored on local server {c.ip()}; not shared.\n"
    s += f"Images uploaded to {r.choice(['PACS', 'Pabau', 'Cliniko', 'Nextech'])} under {c.mrn()} by {c.user(r.randint(0, 2))}.\n"
    if r.random() < 0.5:
        s += f"Pt {c.pt()} e-signed via {c.url()} from IP {c.ip()} on {c.d(style='iso')} {c.time()}.\n"
    s += f"Withdrawal: pt may withdraw any time by emailing {c.email('clinic')}.\n"
    return s + sig(c, 2)


def finance(c):
    r = c.r
    cur = CUR[c.c]
    tot = r.choice([1850, 2400, 3950, 6200, 7800, 9500, 12500])
    s = header(c)
    s += f"\nPAYMENT & FINANCE AGREEMENT NOTE\nTreatment plan: {r.choice(['FUE 2500 grafts', 'breast augmentation', 'laser package x6', 'liquid facelift', 'rhinoplasty'])}\n"
    s += f"Quote {c.idn('Q')} total {cur} {tot:,}.00 incl. {r.choice(['VAT', 'GST', 'tax'])} where applicable.\n"
    s += f"Deposit {cur} {tot // 5:,} paid {c.d(style=r.choice(['num', 'short']))} by card ending {P('ACCOUNT', str(r.randint(1000, 9999)))}.\n"
    s += f"Balance {cur} {tot - tot // 5:,} via {P('ORGANIZATION', r.choice(PL.FINCO))}, agreement no. {c.acct()}, "
    s += f"{r.choice([6, 12, 24, 36])} months @ {r.choice(['0%', '9.9%', '14.9%'])} APR. First instalment {c.d(style=r.choice(['num', 'long']), off=30)}.\n"
    s += f"Applicant: {c.pt('full')}, {c.addr()}. Employer: {c.org()} ({c.prof_m()}), "
    s += f"{r.randint(2, 15)} yrs. ID check: driving licence {c.lic('dl')}.\n"
    if c.c == "US":
        s += f"SSN {c.ssn()} (credit check, soft pull). "
    elif c.c == "UK" and r.random() < 0.5:
        s += f"NI no. {c.ssn()}. "
    s += f"Affordability discussed - pt advised finance is a loan; 14-day right to withdraw from credit agreement.\n"
    s += f"Clinic account ref {c.acct()}. Receipts to {c.email()}.\n"
    if r.random() < 0.4:
        rel, fam = c.fam()
        s += f"Guarantor: {rel} {fam}, ph {c.phone(mobile=True)}.\n"
    s += f"Processed by {c.doc(3, 'plain')} (patient coordinator) - {c.user(3)}.\n"
    return s


def aftercare(c):
    r = c.r
    low = r.random() < 0.5
    s = r.choice(["AFTERCARE TELEPHONE CALL\n", "Post-tx call (nurse)\n", "TELEPHONE FOLLOW-UP\n"])
    s += f"Pt: {c.pt(r.choice(['full', 'sfirst', 'caps']))}  MRN {c.mrn()}  {c.agem(r.choice(['sex', 'yo']))}\n"
    s += f"Called {c.phone(mobile=True)} on {c.d()} at {c.time()} by {c.doc(1)}.\n"
    s += f"Tx: {r.choice(PL.TOXINS + PL.FILLERS)} on {c.d(off=-r.randint(1, 14), style=r.choice(['dm', 'wd', 'num', 'ord']))} with {c.doc(0, 'dr')}.\n\n"
    n = c.pt("first")
    s += f"{r.choice(['spoke to pt', 'spoke with', 'call answered by'])} {n}"
    if low:
        rel, fam = c.fam()
        s += f" - no answer first attempt, then {rel} {fam} picked up and passed phone over"
    s += ".\n"
    s += f"reports {r.choice(['mild swelling R lip, settling', 'small bruise L temple', 'headache day 1, paracetamol helped', 'lumpy feeling cheeks', 'no concerns'])}. "
    s += f"no blanching, no visual sx, no fever. pain {r.randint(0, 4)}/10.\n"
    s += f"advised: cold compress 10 min on/off, avoid gym/sauna 48 h, arnica ok, no massage unless told. "
    s += f"if worsening call 24h line {c.phone(mobile=r.random() < 0.5)} or attend {c.hosp()} A&E.\n"
    if r.random() < 0.5:
        s += f"pt mentions she is back at work at {c.org()} {c.d(style='wd', off=2)} - fine.\n"
    s += f"photo sent by pt to {c.email('clinic')} - reviewed by {c.doc(0, 'dr')}, looks as expected.\n"
    s += f"review appt {c.d(style=r.choice(['num', 'short']), off=r.randint(10, 16))} kept.\n"
    return s + sig(c, 1)


def complaint(c):
    r = c.r
    s = c.clinic() + "\n" + c.addr(sep="\n") + "\nT " + c.phone(mobile=False) + "  E " + c.email("clinic") + "\n"
    if r.random() < 0.4:
        s += c.url() + "\n"
    s += "\n" + c.d(style="long") + "\n\nPRIVATE & CONFIDENTIAL\n"
    s += c.pt(r.choice(["full", "mid"])) + "\n" + c.addr(sep="\n") + "\n\n"
    s += f"Our ref: {c.idn('COMP')}   Your ref: {r.choice(['email', 'letter', 'phone call'])} of {c.d(style=r.choice(['long', 'num', 'ord']), off=-r.randint(5, 20))}\n\n"
    s += f"Dear {c.pt('title')},\n\n"
    s += f"Thank you for contacting us about your {r.choice(['lip filler', 'anti-wrinkle', 'laser hair removal', 'PRP hair', 'thread lift'])} "
    s += f"treatment with {c.doc(0, 'drfull')} on {c.d(style='long', off=-r.randint(30, 90))}. I am sorry that you "
    s += r.choice(["were unhappy with the result.", "felt rushed during the appointment.", "experienced bruising lasting three weeks.",
                   "were charged for a review you believed was free."]) + "\n\n"
    s += f"I have reviewed your record ({c.mrn()}), the photographs taken on the day and spoken with {c.doc(1)} and our "
    s += f"medical director, {c.doc(2, 'dr')}. The records show {r.choice(PL.FILLERS)} 1 ml (lot {c.batch()}) was used, "
    s += "consent was documented and aftercare given.\n\n"
    s += f"As a gesture of goodwill we will refund {CUR[c.c]} {r.choice([150, 250, 300, 450])} to your card ending "
    s += f"{P('ACCOUNT', str(r.randint(1000, 9999)))} and offer a free review with {c.doc(2, 'dr')} on {c.d(style=r.choice(['wd', 'long']), off=r.randint(7, 20))}.\n\n"
    esc = {"UK": "the Independent Sector Complaints Adjudication Service (ISCAS)", "AU": "the Health Care Complaints Commission",
           "US": "the state medical board"}[c.c]
    s += f"If you remain dissatisfied you may refer the matter to {esc}.\n\nYours sincerely\n\n"
    f, l = c.docs[3]
    s += P("DOCTOR", f + " " + l) + "\nPractice Manager, " + c.clinic() + "\ncc: " + c.doc(0, "dr") + "\n"
    return s


def hair(c):
    r = c.r
    g = r.choice([1200, 1800, 2200, 2500, 3000, 3400])
    s = header(c)
    s += f"\nHAIR RESTORATION - FUE PROCEDURE RECORD\nDate: {c.d()}   Surgeon: {c.doc(0)}   Techs: {c.doc(1, 'init')}, {c.doc(2, 'init')}\n"
    s += f"{c.agem()} {c.sex}. {r.choice(['Norwood 3V', 'Norwood 4', 'Norwood 5A', 'Ludwig II', 'Ludwig I-3'])}. "
    s += f"Finasteride 1 mg {r.choice(['x 2 yrs', 'stopped', 'declined'])}; minoxidil 5%.\n"
    s += f"Previous FUT in {P_country(c)} ({c.d(style='year', off=-r.randint(700, 2500))}) - strip scar 14 cm.\n" if r.random() < 0.4 else ""
    s += f"Donor: occipital, density {r.randint(60, 95)} FU/cm2. Punch {r.choice(['0.8', '0.9', '1.0'])} mm, motorised device SN {c.dev()}.\n"
    s += f"Grafts: {g} ({g // 4} singles / {g // 2} doubles / {g - g // 4 - g // 2} triples+). Transection {r.randint(2, 8)}%.\n"
    s += f"Holding solution: HypoThermosol at 4C. Out-of-body time < {r.choice([4, 5, 6])} h.\n"
    s += f"LA: lidocaine 2% + adrenaline 1:100k, max dose checked ({r.randint(55, 95)} kg). {c.vitals()}.\n"
    s += f"Start {c.time()}, finish {c.time()}. {c.room()}.\n"
    s += f"Pt {c.pt()} not driving - collected by {' '.join(c.fam())}"
    s += f", car reg {c.veh()}.\n" if r.random() < 0.6 else ".\n"
    s += f"Day-1 wash {c.d(off=1, style=r.choice(['dm', 'wd', 'num']))}; 10-day review; growth check {c.d(style='mon', off=180)}.\n"
    if r.random() < 0.5:
        s += f"Photos uploaded to {c.url()} (user {c.user(1)}).\n"
    return s + sig(c, 0)


def opnote(c):
    r = c.r
    s = header(c)
    s += f"\nOPERATION NOTE\nHospital: {c.hosp()}, {c.citym()}   Theatre {P('LOCATION_OTHER', str(r.randint(1, 6)))}\n"
    s += f"Date: {c.d(style=r.choice(['num', 'long']))}  Surgeon: {c.doc(0, 'drfull')}  Assist: {c.doc(1, r.choice(['dr', 'plain']))}  "
    s += f"Anaesthetist: {c.doc(2, 'dr')}\n"
    s += f"Procedure: bilateral {r.choice(['subglandular', 'dual-plane', 'submuscular'])} breast augmentation\n"
    s += f"Anaesthesia: GA, LMA. Abx: cefazolin 2 g IV. TXA 1 g. ASA {r.choice(['I', 'II'])}.\n"
    s += f"Findings: IMF incision {r.choice([4, 4.5, 5])} cm, 14-point plan, Keller funnel, no-touch technique.\n"
    s += "Implants:\n"
    for side in ["L", "R"]:
        vol = r.choice([275, 300, 325, 350, 375, 400])
        s += f"  {side}: {r.choice(['Motiva Ergonomix', 'Mentor MemoryGel', 'Natrelle Inspira', 'Sientra HSC'])} {vol} cc "
        s += f"{r.choice(['moderate plus', 'high profile', 'round smooth'])}, REF {r.choice(['350-', 'SRX-', 'TRX-'])}{vol}, SN {c.dev()}, lot {c.batch()}\n"
    s += f"Implant card issued; registry entry {c.idn('BIR')}.\nEBL {r.randint(20, 150)} ml. Drains: nil. Closure 3-0 Monocryl, 4-0 subcuticular.\n"
    s += f"Post-op: {c.vitals()}. Ward {P('HOSPITAL', r.choice(['Rosewood Ward', 'Kingfisher Unit', 'Bay Suite', 'Lavender Ward']))}, bed {P('LOCATION_OTHER', str(r.randint(1, 24)))}.\n"
    rel, fam = c.fam()
    s += f"D/c same day with {rel} {fam} ({c.phone(mobile=True)}). Surgical bra 6/52. Review {c.d(off=7, style='dm')}.\n"
    if c.c == "US":
        s += f"Ins: {P_ins(c)} {c.plan()} - not covered (cosmetic). Acct {c.acct()}.\n"
    elif c.c == "AU" and r.random() < 0.6:
        s += f"Fund: {P_ins(c)} member {c.plan()}. Medicare item not claimable.\n"
    return s + sig(c, 0)
