"""Genres 1-6 and shared header/footer blocks. Each function returns marked text (see ctx.P)."""
import pools as PL

REG = {"UK": ["GMC", "GMC No.", "NMC PIN", "GDC"], "AU": ["AHPRA", "AHPRA reg", "Reg no."], "US": ["NPI", "Lic.", "State lic #"]}


def header(c):
    r = c.r
    k = r.randint(0, 3)
    if k == 0:
        s = c.clinic() + "\n" + c.addr() + "\nTel: " + c.phone(mobile=False)
        if r.random() < 0.5:
            s += "  Fax: " + c.phone("FAX", mobile=False)
        s += "\n\nPatient: " + c.pt("full") + "   DOB: " + c.dobm() + "   MRN: " + c.mrn() + "\n"
    elif k == 1:
        s = "PATIENT: " + c.pt("caps") + "    DOB " + c.dobm() + " (" + c.agem(r.choice(["yo", "sex", "y"])) + ")\n"
        s += r.choice(["Clinic no. ", "Hosp no: ", "ID# ", "Record: "]) + c.mrn() + "    Site: " + c.clinic() + ", " + c.citym() + "\n"
    elif k == 2:
        s = c.pt(r.choice(["full", "sfirst", "mid"])) + " | " + c.mrn() + " | " + c.dobm() + " | " + c.clinic() + "\n"
    else:
        s = "== " + c.clinic() + " ==\nName ........ " + c.pt("full") + "\nD.O.B. ...... " + c.dobm() + \
            "\nAddress ..... " + c.addr() + "\nMobile ...... " + c.phone(mobile=True) + "\nEmail ....... " + c.email() + "\n"
        if c.c == "UK" and r.random() < 0.6:
            s += "NHS no ...... " + c.nhs() + "\n"
        if c.c == "AU" and r.random() < 0.6:
            s += "Medicare .... " + c.plan() + "\n"
    return s


def sig(c, i=0):
    r = c.r
    s = "\n" + r.choice(["Signed: ", "Clinician: ", "-- ", "Electronically signed by ", ""]) + c.doc(i, r.choice(["drfull", "plain", "rn"]))
    if r.random() < 0.6:
        s += " (" + r.choice(REG[c.c]) + " " + c.lic() + ")"
    s += "  " + c.d(style=r.choice(["num", "iso", "dot"])) + " " + c.time()
    if r.random() < 0.35:
        s += "\n[audit: created by " + c.user(r.randint(0, 3)) + r.choice(["", " from " + c.ip()]) + "]"
    return s + "\n"


def consult(c):
    r = c.r
    tox = r.choice(PL.TOXINS)
    s = header(c)
    s += r.choice(["\nAESTHETIC CONSULTATION\n", "\nNew patient consultation - aesthetics\n", "\nConsult note\n"])
    s += "Date: " + c.d() + "  Seen by: " + c.doc(0) + "  " + c.room() + "\n\n"
    rel, fam = c.fam()
    s += f"{c.agem()} {r.choice(['lady', 'pt', 'client', 'patient'])} referred by {rel} {fam}"
    s += f" (treated here previously). Works as {r.choice(['a', 'an']) if False else 'a'} {c.prof_m()} at {c.org()}; "
    s += r.choice(["concerned about looking tired on camera.", "wants a 'fresher' look before wedding.",
                   "bothered by frown lines, says colleagues ask if she's cross.", "asking about lip filler + jawline."])
    s += f"\nPMH: {r.choice(['nil', 'asthma (salbutamol PRN)', 'hypothyroid on levothyroxine 75 mcg OD', 'migraine', 'HSV labialis - recurrent'])}. "
    s += f"No hx of myasthenia gravis / Lambert-Eaton. Not pregnant or breastfeeding. NKDA. {r.choice(['Smoker 5/day.', 'Non-smoker.', 'Vapes.'])}\n"
    s += f"Previous tx: {tox} {r.choice([20, 24, 30, 40])}u glabella at {c.clinic() if r.random() < 0.5 else c.hosp()} in {c.d(style=r.choice(['mon', 'year']), off=-r.randint(120, 900))}"
    s += f"; {r.choice(PL.FILLERS)} 1 ml lips {c.d(style='year', off=-r.randint(300, 1200))} in {P_country(c)}.\n" if r.random() < 0.4 else ".\n"
    s += f"O/E: Fitzpatrick {r.choice(['I', 'II', 'III', 'IV', 'V'])}, Glogau {r.choice(['I', 'II', 'III'])}. "
    s += f"Dynamic lines glabella grade {r.randint(1, 3)}/3 (Merz). Mild volume loss midface. {c.vitals()}.\n"
    s += f"BDD screen (BDDQ-AS) negative. Expectations realistic.\n"
    s += f"Plan: {tox} {r.choice([12, 20, 24, 36, 44])} units to {r.choice(PL.AREAS)}; review 2/52. "
    s += f"Cooling-off offered - pt to book back after {r.choice(['48 h', '7 days', '2 weeks'])}.\n"
    s += f"Next appt pencilled {c.d(style=r.choice(['wd', 'num', 'ord']), off=r.randint(7, 21))} {c.time()}.\n"
    if r.random() < 0.4:
        s += f"Pt prefers contact by text {c.phone(mobile=True)}; alt {rel}'s no. {c.phone(mobile=True)}.\n"
    if c.c == "US" and r.random() < 0.5:
        s += f"Ins: {P_ins(c)} member {c.plan()} (cosmetic - self pay).\n"
    return s + sig(c)


def P_country(c):
    from ctx import P
    return P("COUNTRY", c.r.choice(PL.COUNTRIES))


def P_ins(c):
    from ctx import P
    return P("ORGANIZATION", c.r.choice(PL.INSURER))


def injectable(c):
    r = c.r
    s = header(c)
    s += r.choice(["\nINJECTABLE TREATMENT RECORD\n", "\nTx record - neuromodulator / dermal filler\n", "\nTreatment sheet (injectables)\n"])
    s += f"Date of tx: {c.d()}   Time: {c.time()}   Practitioner: {c.doc(0)}\n"
    if r.random() < 0.6:
        s += f"Prescriber: {c.doc(1, 'drfull')} ({r.choice(REG[c.c])} {c.lic()}) - f2f assessment {c.d(off=-r.randint(0, 10), style='num')}\n"
    s += f"Consent form ref {c.idn('CF')} signed. Photos taken (set {c.idn('PH')}).\n\n"
    s += "Product | Batch/Lot | Exp | Dose | Site\n"
    for _ in range(r.randint(2, 4)):
        if r.random() < 0.5:
            s += f"{r.choice(PL.TOXINS)} 100u vial | {c.batch()} | {c.expiry()} | {r.choice([4, 8, 10, 12, 16, 20])} u | {r.choice(PL.AREAS)}\n"
        else:
            s += f"{r.choice(PL.FILLERS)} 1.0 ml | {c.batch()} | {c.expiry()} | {r.choice(['0.5', '0.7', '1.0'])} ml | {r.choice(PL.FAREAS)}\n"
    s += f"Reconstitution: 2.5 ml 0.9% NaCl. Needle 30G 1/2\", cannula 25G 38 mm for cheeks. Lidocaine 0.3% in product.\n"
    s += f"Aspirated before each bolus. Hyalase 1500 IU available, in date. No blanching. CRT < 2 s.\n"
    s += f"Pt {c.pt(r.choice(['title', 'first', 'init']))} tolerated well. Ice + arnica. Written aftercare given; "
    s += f"24 h emergency line {c.phone(mobile=True)}.\n"
    s += f"Review {r.choice(['2 wks', '14/7', '2/52'])} - booked {c.d(style=r.choice(['wd', 'dm', 'short']), off=14)}.\n"
    if r.random() < 0.4:
        s += f"Chaperone: {c.doc(2, r.choice(['plain', 'rn']))}.\n"
    if r.random() < 0.3:
        s += f"Stock removed from fridge {r.randint(2, 8)} (temp 4.{r.randint(0, 9)}C), logged by {c.user(2)}.\n"
    return s + sig(c)


def laser(c):
    r = c.r
    lz, wl = r.choice(PL.LASERS)
    s = header(c)
    s += f"\nLASER TREATMENT LOG - {lz} {wl}\n"
    s += f"Device: {r.choice(PL.LASER_MODELS)}  Unit serial {c.dev()}  LPA/LSO: {c.doc(1, r.choice(['plain', 'rn']))}\n"
    s += f"Course: {r.choice(['hair reduction', 'pigmentation', 'vascular/rosacea', 'skin resurfacing', 'tattoo removal'])}, "
    s += f"area {r.choice(['upper lip', 'axillae', 'bikini', 'full face', 'lower legs', 'forearm tattoo', 'decolletage'])}\n"
    s += f"Skin type {r.choice(['II', 'III', 'IV'])}. Patch test done {c.d(off=-r.randint(2, 14))}; result NAD at 48 h.\n\n"
    s += "Sess | Date | Fluence | Spot | Pulse | Operator | Notes\n"
    n = r.randint(3, 6)
    for i in range(n):
        s += f"{i + 1} | {c.d(style=r.choice(['num', 'dot', 'short']), off=i * r.randint(28, 42))} | {r.randint(8, 40)} J/cm2 | {r.choice([6, 10, 12, 15, 18])} mm | "
        s += f"{r.choice([3, 10, 20, 30, 0.5])} ms | {c.doc(r.randint(0, 2), 'init')} | "
        s += r.choice(["mild PFE, cooled", "no reaction", "erythema 20 min", "small blister L side - see note", "pt missed, rebooked", "DCD on"]) + "\n"
    s += f"\nEye protection: {r.choice(['OD 5+ goggles', 'metal shields', 'OD 7 @ 755'])}. Controlled area: {c.room()}; key held by LPA.\n"
    s += f"Pt {c.pt()} advised SPF 50, avoid sun 2 wks, no waxing between sessions.\n"
    if r.random() < 0.5:
        s += f"Tan check: none. Meds: {r.choice(['isotretinoin stopped 6/12 ago', 'doxycycline 100 mg - photosensitising, tx deferred', 'nil relevant', 'COCP'])}.\n"
    return s + sig(c, 1)


def patch(c):
    r = c.r
    s = header(c)
    s += r.choice(["\nPATCH TEST RECORD\n", "\nSkin patch / sensitivity test\n"])
    what = r.choice(["laser/IPL", "hyaluronic acid filler (intradermal)", "chemical peel 30% glycolic", "lash tint", "tattoo removal laser"])
    s += f"Test for: {what}\nDate applied: {c.d()} at {c.time()}   By: {c.doc(0)}\n"
    s += f"Site: {r.choice(['behind L ear', 'inner forearm R', 'posterior neck', 'inner forearm L'])}.\n"
    s += f"Read 1: {c.d(off=2, style=r.choice(['num', 'wd', 'short']))} ({r.choice(['48 h', '48hrs', '2 days'])}) - {r.choice(['nil reaction', 'faint erythema, no wheal', 'negative'])}\n"
    if r.random() < 0.7:
        s += f"Read 2: {c.d(off=r.choice([3, 4]), style='num')} - {r.choice(['negative', 'NAD', '+ mild itch, resolved'])}\n"
    s += f"Test id {c.idn('PT')}; pt ID checked against {r.choice(['passport', 'driving licence'])} no. {c.lic('dl')}.\n"
    if r.random() < 0.5:
        s += f"Check-in kiosk fingerprint ID {c.bio()} matched.\n"
    s += f"Pt {c.pt(r.choice(['title', 'full', 'fl']))}, {c.agem('aged')}, Fitzpatrick {r.choice(['III', 'IV', 'V', 'VI'])}. "
    s += r.choice(["Hx of hives to plasters.", "No known allergy.", "Reaction to hair dye (PPD) 2019? - says 'just itchy'.", "Latex allergy."])
    s += f"\nContact for results: {c.phone()} / {c.email()}\n"
    s += f"Outcome: {r.choice(['cleared to proceed', 'proceed - test dose only', 'NOT suitable, refer derm'])}.\n"
    return s + sig(c)


def consent(c):
    r = c.r
    op = r.choice(["breast augmentation", "upper blepharoplasty", "rhinoplasty", "abdominoplasty", "liposuction flanks",
                   "facelift (SMAS)", "labiaplasty", "otoplasty", "mastopexy", "brachioplasty"])
    s = header(c)
    s += f"\nCOSMETIC SURGERY CONSENT & COOLING-OFF RECORD\nProcedure: {op}\nSurgeon: {c.doc(0, 'drfull')}"
    s += f" ({REG[c.c][0]} {c.lic()})\nHospital: {c.hosp()}, {c.citym()}\n\n"
    d1 = r.randint(0, 3)
    s += f"1st consultation: {c.d(off=-40)} - surgeon. Pt {c.agem()} {c.prof_m()}.\n"
    s += f"2nd consultation: {c.d(off=-25 + d1)} - reviewed risks (haematoma ~1-2%, infection, scarring, asymmetry, "
    s += f"DVT - Caprini {r.randint(1, 5)}, BIA-ALCL where relevant, need for revision).\n"
    s += f"Cooling-off period: 14 days minimum from 2nd consult. Earliest surgery date {c.d(off=-11 + d1)}. "
    s += f"Booked for {c.d(style=r.choice(['long', 'wd', 'num']))}.\n"
    s += f"Consent form {c.idn('CF')} (v{r.randint(2, 6)}.{r.randint(0, 9)}) signed by pt and {c.doc(0, 'dr')}; copy given.\n"
    s += f"Deposit paid {dict(UK='GBP', AU='AUD', US='USD')[c.c]} {r.choice([500, 1000, 1500])} - refundable in cooling-off. Invoice {c.acct()}.\n"
    if r.random() < 0.6:
        rel, fam = c.fam()
        s += f"Escort on day: {rel} {fam}, tel {c.phone(mobile=True)}. Will drive pt home (vehicle {c.veh()}).\n"
    s += f"Psych screen: BDDQ neg. BMI {r.randint(19, 31)}.{r.randint(0, 9)}. Hb {r.randint(118, 150)} g/L.\n"
    if c.c == "US":
        s += f"SSN on file {c.ssn()} (for billing only). "
    elif c.c == "UK" and r.random() < 0.5:
        s += f"GP: {c.doc(3, 'dr')}, {P_gp(c)} - pt consents to GP letter.\n"
    return s + sig(c, 0)


def P_gp(c):
    from ctx import P
    return P("HOSPITAL", c.r.choice(PL.CLINIC_A) + c.r.choice([" Surgery", " Medical Practice", " Health Centre"]))


def complication(c):
    r = c.r
    kind = r.choice(["vascular occlusion", "ptosis (eyelid)", "delayed nodule", "laser burn", "infection", "haematoma"])
    s = header(c)
    s += f"\nCOMPLICATION / ADVERSE EVENT NOTE\nIncident ref: {c.idn('INC')}   Event date: {c.d(off=-r.randint(0, 3))}\n"
    s += f"Reported by: {c.doc(1)} to {c.doc(0, 'drfull')} (medical director)\n\n"
    if kind == "vascular occlusion":
        s += f"{c.agem()} {c.sex}, {r.choice(PL.FILLERS)} 0.5 ml to {r.choice(['nasolabial fold', 'nose', 'glabella', 'lips'])} at {c.time()}. "
        s += f"Immediate blanching + livedo, CRT > 3 s. Pain 7/10.\nMx: stopped, massage, warm compress, Hyalase 1500 IU high-dose "
        s += f"pulsed q60min x {r.randint(2, 4)}; aspirin 300 mg; review hourly. Reperfusion by {c.time()}.\n"
    elif kind == "ptosis (eyelid)":
        s += f"Pt {c.pt()} reports L upper lid droop day {r.randint(5, 12)} post {r.choice(PL.TOXINS)} 20u glabella. "
        s += f"2 mm ptosis, no diplopia. Apraclonidine 0.5% 1-2 drops TDS prescribed. Expected to resolve 4-6 wks.\n"
    elif kind == "laser burn":
        s += f"Superficial partial thickness burn 2 x 3 cm R shin after {r.choice(PL.LASERS)[0]} at {r.randint(25, 40)} J/cm2. "
        s += f"Cooling 20 min, silver sulfadiazine? no - Jelonet + review. Device {c.dev()} quarantined for service.\n"
    else:
        s += f"Pt {c.pt()} presented with {kind} {r.randint(3, 20)} days after tx on {c.d(off=-r.randint(5, 30), style=r.choice(['num', 'short']))}. "
        s += f"T {r.randint(365, 389) / 10}C. Fluctuant? {r.choice(['yes', 'no'])}. Flucloxacillin 500 mg QDS 7/7 + clarithromycin.\n"
    s += f"Reported to: {r.choice(['MHRA Yellow Card', 'TGA DAEN', 'FDA MedWatch'])} ref {c.idn('YC')}; insurer notified.\n"
    s += f"Pt given direct line {c.phone()} and {c.doc(0, 'dr')}'s mobile {c.phone(mobile=True)}.\n"
    if r.random() < 0.5:
        s += f"Referred to {c.hosp()} ED; transported by {c.fam()[0]} {c.fam()[1]}.\n"
    s += f"F/u {c.d(off=1, style=r.choice(['wd', 'dm']))} and {c.d(off=7, style='num')}. Datix closed by {c.user(0)}.\n"
    return s + sig(c, 0)
