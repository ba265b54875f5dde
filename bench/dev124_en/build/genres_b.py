"""Genres B: labour and delivery notes, antenatal clinic notes, postnatal discharge
summaries, NICU daily notes, wound-care notes."""
import datetime as dt
from phi import P
import clinical as C
import common as K


def _gp(x):
    g = x.r.randrange(1, 7)
    return g, x.r.randrange(0, g)


def _baby(x):
    b = x.person(sex=x.ch('FM'), family=x.patient.f if x.p(.7) else x.partner.f)
    return b


def labour_delivery(x):
    r = x.r
    K.setup(x, 'mother')
    g, p = _gp(x)
    L = K.header(x, x.ch(['Labour and Delivery Record', 'Intrapartum Note', 'DELIVERY SUMMARY', 'Birth Record']), 'mother')
    ga = C.gest(x, 34, 42)
    L.append(f'G{g}P{p}, {ga} weeks. {x.A(x.age, x.ch(["dash", "yo", "aged"]))}. Booked at {x.H(other=x.p(.3))}. '
             f'EDD {x.Dt(r.randrange(-12, 20), x.ch(["num", "long", "med"]))}.')
    if x.p(0.6):
        L.append(f'Last growth scan at {C.gest(x, 28, 37)} weeks: EFW {r.randrange(1400, 3600)} g, '
                 f'{x.ch(["50th centile", "< 10th centile", "> 90th centile"])}; steroids {x.ch(["not given", "given at " + C.gest(x, 24, 34)])}.')
    L.append(f'Midwife: {x.nurse("mw", ("full", "full", "if", "given"))}, {x.cred("nurse")}   '
             f'Obstetrician: {x.doc("obs", ("title", "title_full", "full"))} ({x.ch(["registrar", "consultant", "MO", "resident"])})')
    t0 = C.clock(x, 0, 23)
    L.append('')
    L.append(f'{t0} Admitted {x.ch(["in spontaneous labour", "in early labour", "for induction", "with SROM"])}; '
             f'{C.score(x, "obs") if x.p(.3) else "Bishop score " + str(r.randrange(2, 11))}. CTG {x.ch(["normal", "suspicious, early decelerations", "reassuring, baseline 140"])}.')
    t1 = C.add_min(t0, r.randrange(60, 400))
    L.append(f'{t1} VE: cervix {r.randrange(3, 8)} cm, {x.ch(["ROA", "LOA", "OP", "OA"])}, station {x.ch(["-2", "-1", "0", "+1"])}. '
             f'{x.ch(["ARM with Amnihook, clear liquor", "membranes intact", "meconium-stained liquor noted"])}. '
             f'{x.ch(["Epidural sited by", "Entonox only; reviewed by", "Remifentanil PCA, reviewed by"])} {x.doc("anaes", ("title", "full"))}.')
    t2 = C.add_min(t1, r.randrange(60, 300))
    L.append(f'{t2} Fully dilated. {x.ch(["Oxytocin infusion started for slow progress", "Active pushing commenced", "Passive second stage 1 h"])}. '
             f'Maternal {C.vitals_line(x)}. FHR {r.randrange(110, 165)} bpm.')
    if x.p(0.5):
        rel = x.ch(['husband', 'partner', 'mother', 'sister'])
        if rel in ('husband', 'partner'):
            who = x.partner
        else:
            who = x.person(sex='F', family=x.patient.f if x.p(.5) else None)
        L.append(f'{x.nm(x.patient, "PATIENT", "given")} coping well, {rel} '
                 f'{x.nm(who, "FAMILY", x.ch(["given", "full"]))} present.')
    b = _baby(x)
    t3 = C.add_min(t2, r.randrange(10, 120))
    mode = x.ch(['SVD', 'SVD', 'ventouse (Kiwi)', 'Neville-Barnes forceps', 'emergency LSCS', 'assisted breech'])
    L.append('')
    L.append(f'Delivery: {mode} at {t3} on {x.Dt(0, x.ch(["num", "long", "wk", "dash"]))}. '
             f'Live {"female" if b.sex == "F" else "male"} infant, {x.ch(["named ", "to be named ", "called "])}{x.nm(b, "FAMILY", x.ch(["given", "given", "full"]))}.')
    L.append(f'Birth weight {r.randrange(1800, 4600)} g. Apgars {r.randrange(4, 10)} and {r.randrange(7, 11)} at 1 and 5 min. '
             f'Cord gases: arterial pH {r.uniform(7.05, 7.35):.2f}, BE {r.uniform(-12, -1):.1f}. Vitamin K given with consent.')
    if x.p(0.4):
        L.append(f'Shoulder dystocia: {x.ch(["McRoberts manoeuvre and suprapubic pressure, head-to-body 90 s", "none"])}.')
    L.append(f'Third stage: {x.ch(["active, oxytocin 10 IU IM", "physiological", "syntometrine 1 mL IM"])}; placenta complete at {C.add_min(t3, r.randrange(5, 40))}. '
             f'EBL {r.randrange(150, 2200)} mL. Perineum: {x.ch(["intact", "1st-degree tear", "2nd-degree tear, sutured with Vicryl Rapide", "episiotomy repaired", "3a tear, to theatre"])}.')
    if x.p(0.35):
        L.append(f'PPH protocol: {x.ch(C.OB_DRUGS[:7])}, {x.ch(C.OB_DRUGS[:7])}; {x.ch(["Bakri balloon inserted", "bimanual compression", "uterus contracted"])}.')
    L.append(f'Baby ID bands applied ({x.IDN("order")}); ' + (f'newborn footprint record {x.BIO()}; ' if x.p(.5) else '') +
             f'skin-to-skin commenced. {x.ch(["Breastfeeding initiated", "Formula feeding by choice", "Baby to NICU for grunting"])}.')
    L.append(f'Diagnosis: {C.icd(x, "obs")}. Admission bloods: ' + '; '.join(C.labs(x, 'fbc')[:3] + C.labs(x, 'coag')[:2]) + '.')
    L.append(C.extras(x, 'obs'))
    L.append(f'Second midwife: {x.nurse("mw2", ("full", "if"))}' + (f'; student midwife {x.nurse("smw", ("full", "given"))}' if x.p(.4) else ''))
    L.append('')
    L += K.signoff(x, 'mw', kind='nurse', pager=False)
    return '\n'.join(L)


def antenatal_clinic(x):
    r = x.r
    K.setup(x, 'mother')
    g, p = _gp(x)
    wk = r.randrange(8, 40)
    lmp = x.day(-wk * 7 - r.randrange(0, 7))
    edd = lmp + dt.timedelta(days=280)
    booking = wk < 14
    clinic = x.unit(x.ch(['Antenatal Clinic', 'Maternity Clinic', 'ANC']))
    L = K.header(x, x.ch(['Antenatal Clinic Note', 'Booking Visit' if booking else 'Antenatal Review', 'ANC VISIT']), 'mother', ward=False,
                 extra=[f'Clinic: {clinic}, {x.H()}'])
    L.append(f'{x.A(x.age)} G{g}P{p} at {wk}+{r.randrange(0, 7)} weeks by {x.ch(["LMP", "dating scan", "CRL"])}. '
             f'LMP {x.D(lmp)}; EDD {x.D(edd)}.')
    if booking or x.p(.4):
        L.append(f'Address: {x.address(country=x.p(.15))}   Tel {x.PH("pt")}')
        L.append('Social: ' + K.social(x, 'mother'))
        if x.p(0.45):
            L.append(f'{x.HP_LABEL()}: {x.HP()}' + (f'   {x.SSN_LABEL()}: {x.SSN()}' if x.p(.4) else ''))
    L.append(f'Obstetric history: ' + x.ch([f'previous SVD in {x.D(x.day(-r.randrange(500, 4000)), "y")}, uncomplicated',
                                           f'LSCS for breech in {x.D(x.day(-r.randrange(500, 4000)), "my")}',
                                           'primigravida', f'miscarriage at 9 weeks in {x.D(x.day(-r.randrange(400, 3000)), "y")}',
                                           'two SVDs, second complicated by PPH 1200 mL']) + '.')
    L.append(f'Today: {C.vitals_line(x)}. Urine: {x.ch(["NAD", "protein trace", "protein 1+, leucocytes 1+"])}. '
             + (f'SFH {wk + r.randrange(-2, 3)} cm. FH {r.randrange(120, 160)} bpm. {x.ch(["Cephalic", "Breech", "Variable lie", "Cephalic, 4/5 palpable"])}.'
                if wk >= 24 else f'Uterus not palpable. FH on Doppler {r.randrange(140, 175)} bpm.' if wk >= 12 else 'Booking bloods taken.'))
    L.append('Bloods: ' + '; '.join(C.labs(x, 'obs')) + '.')
    if x.p(0.5):
        sd = x.D(x.day(-r.randrange(1, 10)), x.ch(["num", "dm", "med"]))
        if wk >= 22:
            L.append(f'Scan ({sd}): EFW {int(35 * (wk - 20) ** 1.5 + 400)} g, '
                     f'{x.ch(["AC 50th centile", "EFW < 10th centile", "liquor normal, DVP 5.2 cm", "placenta posterior, clear of os"])}.')
        else:
            L.append(f'Scan ({sd}): single viable intrauterine pregnancy, CRL {r.randrange(8, 80)} mm, NT {r.uniform(1.0, 2.9):.1f} mm.')
    L.append(C.extras(x, 'obs'))
    L.append(f'Medication: {x.ch(C.OB_DRUGS[14:18])}; {x.ch(C.OB_DRUGS[14:18])}.')
    L.append(f'Discussed: {x.ch(["fetal movements", "pertussis vaccine", "GDM screening", "birth plan", "VBAC", "signs of pre-eclampsia"])}; '
             f'{x.ch(["thanked her for her patience with the wait", "peace of mind given", "high hopes for a VBAC", "comfort measures in labour"])}.')
    if x.p(0.4):
        L.append(f'Husband {x.nm(x.partner, "FAMILY", x.ch(["given", "full"]))} attended; works as {x.prof()}.')
    if x.p(0.3):
        L.append(x.ch([f'Plans to travel to family over {P("DATE", x.holiday())}; advised to carry her notes.',
                       f'Reports poor sleep since {P("DATE", x.holiday())}.',
                       f'Asked about fasting / feasting around {P("DATE", x.holiday())}; dietary advice given.']))
    nxt = x.day(r.randrange(7, 35))
    L.append(f'Next appointment: {x.D(nxt, x.ch(["wk", "long", "num"]))} with {x.doc("obs", ("title", "title_full"))}' +
             (f' (midwife {x.nurse("mw", ("full", "given"))})' if x.p(.5) else '') + '.')
    if x.p(0.45):
        L.append(f'Maternity portal: {x.URL()}  login {x.USER(x.patient)}')
    if x.p(0.3):
        L.append(f'Queries: {x.EM(dept="maternity")} or triage {x.PH("triage")}')
    L += K.signoff(x, 'mw', kind='nurse')
    return '\n'.join(L)


def postnatal_discharge(x):
    r = x.r
    K.setup(x, 'mother')
    los = r.randrange(1, 7)
    L = K.header(x, x.ch(['Postnatal Discharge Summary', 'DISCHARGE SUMMARY - MATERNITY', 'Maternity Discharge Letter']), 'mother')
    L.append(f'Admitted {x.drange(-los, 0, x.ch(["num", "med", "dm", "long"]))}. Discharged to {x.address(country=x.p(.25))}.')
    L.append(f'{x.ch(["PCP", "OB provider"]) if x.us else "GP"}: {x.doc("gp", ("title", "title_full"))}, {x.H(other=True)}' + (f', fax {x.FX()}' if x.p(.5) else ''))
    b = _baby(x)
    mode = x.ch(['SVD', 'LSCS (category 2) for failure to progress', 'ventouse delivery', 'elective LSCS', 'forceps delivery'])
    L.append(f'Delivery: {mode} on {x.Dt(-los + r.randrange(0, 2), x.ch(["num", "long", "wk"]))} at {C.gest(x, 36, 42)} weeks.')
    L.append(f'Baby: {x.nm(b, "FAMILY", x.ch(["given", "full"]))}, {"girl" if b.sex == "F" else "boy"}, {r.randrange(2100, 4500)} g, '
             f'{x.ch(["well, breastfeeding", "mixed feeding", "on NICU for jaundice (SBR 290 umol/L)", "formula feeding"])}. '
             f'Newborn exam by {x.doc("paed", ("title", "full"))} normal; hips: Ortolani and Barlow negative.')
    L.append('Complications: ' + x.ch([f'PPH {r.randrange(500, 2500)} mL, Hb nadir {r.randrange(68, 105)} g/L, IV iron given',
                                      'none', 'pre-eclampsia, on labetalol 200 mg TDS', 'wound haematoma, conservative',
                                      'urinary retention, Foley catheter 24 h', 'perineal tear 2nd degree']) + '.')
    L.append(f'Discharge medication: {x.ch(C.OB_DRUGS[14:])}; {x.ch(C.SURG_DRUGS[6:])}; {x.ch(C.OB_DRUGS)}.')
    L.append('Bloods before discharge: ' + '; '.join(C.labs(x, 'fbc')[:3]) + '. ' + C.extras(x, 'obs'))
    L.append(f'Contraception: {x.ch(["POP started", "IUCD at 6 weeks", "implant inserted", "declined", "LAM discussed"])}. '
             f'EPDS {r.randrange(2, 15)}. {x.ch(["Anti-D given", "Rubella non-immune: MMR advised", "Thromboprophylaxis 10 days"])}.')
    L.append(f'Community midwife {x.nurse("cmw", ("full", "given", "if"))} will visit on {x.Dt(r.randrange(1, 4), x.ch(["wd", "wk"]))}'
             f' ({x.PH("cmw")}).')
    if x.p(0.5):
        L.append(f'Car seat checked before discharge; vehicle registration {x.VEH()} recorded for the exit barrier.')
    if x.p(0.35):
        L.append(f'Infant security tag {x.DEV()} removed at the {x.ch(["ward", "unit"])} door; mother fingerprint check {x.BIO()}.')
    if x.p(0.4):
        L.append(f'Newborn hearing screen booked {x.Dt(r.randrange(5, 30))}; blood spot (Guthrie card) day 5.')
    if x.p(0.3):
        L.append(f'Postnatal check at {x.Dt(r.randrange(35, 50), x.ch(["wk", "num", "long"]))}; next of kin {x.nm(x.partner, "FAMILY", "full")} {x.PH("nok")}.')
    if x.p(0.3):
        L.append(f'Postnatal information: {x.URL()}')
    L += K.signoff(x, x.ch(['obs', 'mw']), kind='doc')
    return '\n'.join(L)


def nicu_daily(x):
    r = x.r
    K.setup(x, 'neonate')
    ga_birth = r.randrange(23, 37)
    d0 = r.randrange(0, 7)
    cga_days = ga_birth * 7 + d0 + x.age_days
    unit = x.unit(x.ch(['Neonatal Unit', 'NICU', 'Special Care Nursery', 'SCBU']))
    L = K.header(x, x.ch(['NICU Daily Progress Note', 'Neonatal Ward Round', 'NICU DAILY NOTE']), 'neonate', ward=False,
                 extra=[f'{unit}, {x.ch(["Cot", "Incubator", "Bed Space"])} {x.bed()}'])
    L.append(f'Born at {ga_birth}+{d0} weeks, now corrected {cga_days // 7}+{cga_days % 7}. Age: '
             + x.ch([P('AGE', x.age_days) + ' days', P('AGE', x.age_days) + 'd']) +
             f'. BW {(bw := r.randrange(480, 3200))} g, today {bw + x.age_days * r.randrange(5, 25)} g.')
    L.append(f'Mother: {x.nm(x.mother, "FAMILY", x.ch(["full", "given", "LF"]))}, {x.A(x.mage, x.ch(["yo", "dash", "aged", "y"]), sex="F")}, '
             f'{x.ch(["G1P1", "G3P2", "G2P2", "G4P3"])}; {x.ch(["PPROM 48 h", "pre-eclampsia", "APH", "chorioamnionitis", "uncomplicated pregnancy"])}.')
    L.append('')
    L.append(f'Resp: {x.ch(["CPAP 6 cmH2O", "SIPPV PIP 18 / PEEP 5, rate 50", "HFOV MAP 12, amplitude 24", "high-flow 6 L/min", "self-ventilating in air"])}, '
             f'FiO2 {r.randrange(21, 45)}%. {x.ch(["Caffeine continued", "Surfactant x2 doses", "CXR: RDS changes improving"])}.')
    L.append(f'CVS: {C.vitals_line(x, neonate=True)}. {x.ch(["PDA on echo, ibuprofen course", "No murmur", "Dopamine 5 mcg/kg/min weaned"])}.')
    L.append(f'FEN: {x.ch(["EBM 150 mL/kg/day 2-hourly NG", "TPN + lipid, EBM 30 mL/kg/day", "full feeds, breastfeeding 3-hourly", "donor milk 90 mL/kg/day"])}. '
             f'Glucose {r.uniform(2.2, 7.5):.1f} mmol/L.')
    L.append('Infection / labs: ' + '; '.join(C.labs(x, 'neo')) + f'. {x.ch(C.NEO_DRUGS)}.')
    L.append(C.extras(x, 'neo'))
    L.append(f'Jaundice: SBR {r.randrange(90, 320)} umol/L, {x.ch(["below phototherapy line", "single phototherapy", "double phototherapy"])}.')
    L.append(f'Lines: {x.ch(["UVC at T9", "PICC right arm, tip at SVC", "PIV", "no lines"])}. {x.ch(["Cranial USS normal", "IVH grade 1 on left", "ROP screening due"])}.')
    if x.p(0.45):
        L.append(f'Equipment: {x.ch(["Giraffe incubator", "Babylog VN500", "Infant Flow driver", "SLE6000"])} serial {x.DEV()}.')
    L.append('')
    fam = [f'mother {x.nm(x.mother, "FAMILY", x.ch(["given", "full"]))} ' + x.ch(['expressing 8-hourly', 'visited overnight', 'doing kangaroo care']),
           f'father {x.nm(x.father, "FAMILY", x.ch(["given", "full"]))} ' + x.ch(['updated by phone', 'present on ward round', 'updated at cot side'])]
    L.append(f'Family: {"; ".join(fam)}. Contact {x.PH("par")}.' + (f' Parents at {x.address()}.' if x.p(.25) else ''))
    if x.p(0.35):
        L.append(f'{x.nm(x.patient, "PATIENT", "given") if x.named else baby_ref(x)} {x.ch(["settled", "more active", "had 2 desaturations"])} overnight per nurse {x.nurse("nn", ("given", "full"))}.')
    L.append('Plan: ' + x.ch(['wean CPAP to high-flow', 'increase feeds by 20 mL/kg/day', 'repeat SBR at 18:00', 'stop antibiotics at 36 h if cultures negative',
                              'ROP screen next week', 'transfer to special care when stable']) + '.')
    if x.p(0.4):
        L.append(f'Discussed at {x.ch(["MDT", "consultant round"])} with {x.doc("neocons", ("title", "title_full"))}.')
    L += K.signoff(x, 'neoreg')
    return '\n'.join(L)


def baby_ref(x):
    return K.baby_name(x, ['bo', 'bo2', 'bb'])


WOUNDS = [('Pfannenstiel wound', 'post LSCS'), ('midline laparotomy wound', "post Hartmann's procedure"),
          ('perineal wound', 'post 3rd-degree tear repair'), ('port-site wound (umbilical)', 'post lap cholecystectomy'),
          ('groin wound', 'post hernia repair'), ('right iliac fossa wound', 'post open appendicectomy'),
          ('breast abscess cavity', 'post incision and drainage'), ('stoma site', 'post laparotomy')]


def wound_care(x):
    r = x.r
    K.setup(x, 'mother' if x.p(.5) else 'adult')
    site, why = x.ch(WOUNDS)
    op = x.day(-r.randrange(3, 40))
    L = K.header(x, x.ch(['Wound Care Assessment', 'Tissue Viability Review', 'WOUND CARE NOTE', 'District Nursing Wound Visit']), 'adult',
                 ward=x.p(.5))
    L.append(f'Wound: {site}, {why} on {x.D(op)}. POD {(x.today - op).days}.')
    L.append(f'Size {r.uniform(0.5, 14):.1f} x {r.uniform(0.3, 4):.1f} x {r.uniform(0, 3):.1f} cm. Bed: {r.randrange(10, 100)}% granulation, '
             f'{x.ch(["slough 20%", "no slough", "necrotic 5%"])}. Exudate {x.ch(["low, serous", "moderate, serosanguinous", "heavy, purulent"])}. '
             f'Periwound {x.ch(["erythema 2 cm", "macerated", "intact"])}. Pain {r.randrange(0, 9)}/10.')
    L.append(f'{C.vitals_line(x)}. ' + '; '.join(C.labs(x, 'misc')[:3]) + '.')
    L.append(C.extras(x, 'surg'))
    L.append(f'Swab sent ({x.IDN("spec")}) - {x.ch(["awaiting", "Staph aureus (MSSA) sensitive to flucloxacillin", "mixed skin flora", "no growth at 48 h"])}.')
    L.append(f'Treatment: {x.ch(["cleaned with saline", "irrigated with Prontosan", "sharp debridement of slough"])}; '
             f'{x.ch(["Aquacel Ag + Mepilex Border", "Inadine + gauze", "alginate packing", "Steri-Strips reapplied", "Montgomery straps"])}. '
             f'{x.ch(C.SURG_DRUGS[9:14])}.')
    if x.p(0.45):
        L.append(f'NPWT {x.ch(["PICO 7", "VAC Ulta", "Renasys Touch"])} at -{r.randrange(80, 126)} mmHg, unit serial {x.DEV()}; canister changed.')
    if x.p(0.5):
        L.append(f'{x.nm(x.patient, "PATIENT", x.ch(["given", "given", "family"]))} '
                 f'{x.ch(["keen to return to work as a", "asks when she can resume her job as a" if x.patient.sex == "F" else "asks when he can resume his job as a"])} {x.prof()}'
                 + (f' at {x.org()}' if x.p(.5) else '') + '.')
    if x.p(0.35):
        L.append(f'Photos uploaded via {x.URL()} by {x.USER(x.staff("tvn"))}' + (f' ({x.IP()})' if x.p(.4) else '') + '.')
    if x.p(0.3):
        L.append(f'Home visit: {x.address()}; parking for district nurse car {x.VEH()} arranged.')
    L.append(f'Next review: {x.Dt(r.randrange(2, 8), x.ch(["wk", "wd", "num", "dmon"]))} by {x.nurse("tvn", ("full", "if", "sister"))} '
             f'({x.ch(["TVN", "district nurse", "practice nurse", "wound nurse"])}); escalate to {x.doc("surg", ("title", "title_full"), surgeon=True)} if spreading erythema.')
    L += K.signoff(x, 'tvn', kind='nurse')
    return '\n'.join(L)


GENRES = {'labour_delivery': labour_delivery, 'antenatal_clinic': antenatal_clinic,
          'postnatal_discharge': postnatal_discharge, 'nicu_daily': nicu_daily, 'wound_care': wound_care}
