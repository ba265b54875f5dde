"""Genres: pre-operative assessment, anaesthetic record, operation note, theatre/recovery, ward round."""
import pools as P
import neg as N
import blocks as B
from phi import M, fd

LANGS = ["Samoan", "Tongan", "Mandarin", "Cantonese", "Vietnamese", "Arabic", "Punjabi", "Greek", "Italian", "Polish", "Somali", "Korean"]


def hm(c, h0=7, h1=18):
    R = c.r
    return f"{R.randint(h0, h1):02d}:{R.choice(['00', '05', '10', '15', '20', '25', '30', '40', '45', '50', '55'])}"


def preop(c):
    R = c.r
    pr = B.proc(c)
    op = c.day(R.randint(5, 40))
    ht = R.randint(150, 192)
    wt = R.randint(48, 135)
    bmi = wt / (ht / 100) ** 2
    t = R.choice(["PRE-ADMISSION CLINIC - PRE-OPERATIVE ASSESSMENT", "Pre-operative Assessment", "PREOPERATIVE ASSESSMENT CLINIC",
                  "Pre-Anaesthetic Consultation"])
    s = f"{c.H()}\n{t}\n\n" + B.demo(c)
    s += f"\nDate of assessment: {c.Dt(c.base)}   Seen by: {c.N(0)} {R.choice(['RN', 'CNS', 'CN'])} / {c.D(c.anaes)}\n"
    s += f"Planned procedure: {pr[0]}\nSurgeon: {c.D(c.surgeon, R.choice(['tl', 'tf']))}   "
    s += f"Date of surgery: {c.Dt(op, R.choice(['wfull', 'wdmy', 'dmy', 'dmon']))}   Admission: {R.choice(['DOSA', 'day case', 'overnight stay', '23-hour stay'])}\n"
    s += f"Indication: {pr[3]} ({pr[2]})\n"
    if R.random() < .3:
        lang = R.choice(LANGS)
        s += (f"Interpreter: {lang} - {c.nm(c.other, 'DOCTOR', 'full')} (NAATI {M('LICENSE', c.licence('naati'))}) present in person.\n"
              if c.cc == "AU" else f"Interpreter: {lang}, booked via language line, {c.rel(1)} {c.F(1)} also present.\n")
    s += "\nPMHx:\n" + B.pmhx(c) + "\n"
    prev = c.day(-R.randint(700, 9000))
    s += R.choice([f"Previous anaesthetics: {R.choice(['appendicectomy', 'tonsillectomy', 'knee arthroscopy', 'LSCS x2', 'hernia repair'])} at {c.H(c.hosp2)} in {c.Dt(prev, 'y')} - uneventful.\n",
                   f"Prev GA {c.Dt(prev, R.choice(['my', 'y', 'mony']))} ({c.H(c.hosp2)}): severe PONV.\n",
                   "Previous GA x3, no problems. No FHx of MH or sux apnoea.\n"])
    if R.random() < .25:
        s += (f"CIED: dual-chamber PPM for CHB, device SN {M('DEVICE', c.device())}, last check {c.Dt(c.day(-R.randint(30, 300)), R.choice(['my', 'dmy']))} at "
              f"{c.H(c.hosp2)} pacing clinic. Needs reprogramming to DOO pre-op.\n")
    if R.random() < .2:
        s += f"OSA on CPAP, own machine (serial {M('DEVICE', c.device())}) to come in with patient.\n"
    s += "\nMedications:\n" + B.meds(c) + "\n"
    s += f"Allergies: {B.allergies(c)}\n"
    d1 = op.__class__.fromordinal(op.toordinal() - R.choice([2, 3, 7]))
    s += R.choice([f"Instructions: withhold anticoagulant from {c.Dt(d1, R.choice(['wfull', 'wdm', 'dm']))}; last dose the evening before that. Continue statin and beta-blocker.\n",
                   f"Med plan: stop SGLT2i 72 h pre-op (last dose {c.Dt(d1, R.choice(['wdm', 'dmon_noy', 'dm']))}). Metformin omit morning of surgery.\n",
                   "Med plan: usual meds with sip of water AM, omit ACEi/diuretic on the day.\n"])
    s += "\nSocial: " + B.social(c) + "\n"
    s += f"Functional capacity: {R.choice(['walks 2 miles on the flat', 'climbs 2 flights without stopping', 'limited by knee pain, <4 METs', 'plays golf weekly', 'housebound, mobilises with walker'])}. {R.choice(N.SCORES)}.\n"
    s += f"\nO/E: Ht {ht} cm  Wt {wt} kg  BMI {bmi:.1f}\n{B.vitals(c)}\n"
    s += f"Airway: {B.some(c, N.AIRWAY, 3)}\nCVS: HS dual, {R.choice(['no murmurs', 'ESM radiating to carotids', 'irregularly irregular'])}. Resp: {R.choice(['clear', 'scattered wheeze', 'bibasal creps'])}.\n"
    s += f"\nInvestigations ({c.Dt(c.day(-R.randint(1, 20)), R.choice(['dm', 'dmy', 'dmon_noy']))}):\n{B.labs(c)}\n{R.choice(N.INVEST)} {R.choice(N.INVEST)}\n"
    if R.random() < .3:
        s += f"Bloods via {M('URL', c.url('results'))}, lab no. {M('IDNUM', c.idnum('lab'))}\n"
    s += f"\nRisk: {B.some(c, N.SCORES, 3)}.\n"
    fam = c.fam[0]
    s += (f"\nPlan:\n- Fast from 02:00, clear fluids until 06:00 (sip til send).\n- Admit {M('HOSPITAL', c.unit)} 06:45 on {c.Dt(op, R.choice(['wd', 'wdm', 'dmy']))}.\n"
          f"- Escort home: {fam.rel} {c.nm(fam, 'FAMILY', R.choice(['full', 'first']))} ({M('PHONE', c.phone('mob'))}).\n"
          f"- {R.choice(['Anaesthetic plan: GA + local infiltration, PONV prophylaxis x2.', 'Spinal discussed and preferred by pt.', 'For HDU post-op, booked.', 'Discussed risks incl. dental damage, sore throat, PONV, awareness.'])}\n")
    if R.random() < .5:
        s += f"Pt contact: {M('PHONE', c.phone())}; email {M('EMAIL', c.email())} (consents to SMS reminders).\n"
    s += "\n" + B.sign(c, c.anaes, R.choice(["Consultant Anaesthetist", "Anaesthetic Registrar", "Anaesthetist"]))
    return s


def anaes(c):
    R = c.r
    pr = B.proc(c)
    wt = R.randint(45, 130)
    th = R.randint(1, 12)
    st = (R.randint(7, 15), R.choice([0, 10, 20, 30, 40]))
    tt = B.times(c, st, 9, R.choice([5, 10, 15]))
    s = f"ANAESTHETIC RECORD{R.choice(['', ' (AIMS)', ' - electronic'])}\n{c.H()}   Theatre {M('LOCATION_OTHER', th)}   {R.choice(['AM', 'PM', 'All day', 'Emergency'])} list\n"
    s += f"Patient: {c.P(R.choice(['LF', 'lf']))}  {B.idlines(c, '  ')}\nDOB {c.DOB()}  Age {c.A()}  Wt {wt} kg  {B.sexw(c)}\n"
    s += f"Date: {c.Dt(c.base, R.choice(['dmy', 'DMON', 'iso', 'wdmy']))}\n"
    s += (f"Anaesthetist: {c.D(c.anaes, R.choice(['tf', 'full']))} (Consultant)   Trainee: {c.D(c.reg, 'tl')} ({R.choice(['Reg', 'ST5', 'CT2', 'SET3', 'PGY4'])})\n"
          f"Anaesthetic assistant: {c.N(1, 'full')} ({R.choice(['AT', 'ODP', 'RN'])})   Surgeon: {c.D(c.surgeon, 'tl')}\n")
    s += f"Procedure: {pr[0]}   {R.choice(N.SCORES[:5])}   Fasted: solids {R.choice(['22:00', '00:00', '02:00'])}, clears {R.choice(['05:30', '06:00', '10:30'])}\n"
    s += f"Pre-induction: {B.vitals(c, True)}\nAllergies: {B.allergies(c)}\n\n"
    s += f"{tt[0]} WHO sign in. {R.choice(['Cannula 18G L hand', '20G R ACF', '16G L forearm'])}. Monitoring: ECG, NIBP, SpO2, EtCO2, BIS, NMT.\n"
    reg = "spinal" in pr[7] and R.random() < .7
    airway = R.choice(N.LARYNGO)
    sga = "i-gel" in airway or "LMA" in airway
    if reg:
        s += (f"{tt[1]} Spinal: sitting, L{R.choice(['3/4', '2/3', '4/5'])}, 25G Whitacre, {R.choice(['1st', '2nd'])} pass, 0.5% heavy bupivacaine {R.choice(['2.4', '2.6', '2.8', '3.0'])} mL + "
              f"fentanyl 15 mcg + morphine 100 mcg. Block T{R.choice(['6', '8', '10'])} to cold. {R.choice(['Propofol TCI sedation (Schnider) Ce 0.8.', 'Light sedation midazolam 1 mg.'])}\n")
    else:
        s += (f"{tt[1]} Induction: fentanyl {R.choice([50, 100, 150])} mcg, propofol {R.choice([120, 150, 180, 200])} mg, "
              f"{R.choice(['rocuronium 50 mg', 'rocuronium 0.6 mg/kg', 'suxamethonium 100 mg (RSI)', 'atracurium 35 mg', 'no NMB (LMA)'])}.\n"
              f"{tt[2]} Airway: {airway}. EtCO2 trace confirmed, AEBE.\n"
              f"Maintenance: {R.choice(['sevoflurane MAC 0.8-1.0 in O2/air', 'desflurane 5-6% in O2/air', 'TIVA propofol (Marsh) Cpt 3-4 + remifentanil (Minto) Ce 2-3', 'sevo/air/O2, BIS 40-55'])}.\n")
    if R.random() < .4:
        s += f"Art line: 20G R radial (modified Allen's test normal).\n"
    s += "\nTime    HR   BP        SpO2  EtCO2  BIS\n"
    for x in tt[2:8]:
        s += f"{x}   {R.randint(55, 95):<4} {R.randint(90, 150)}/{R.randint(45, 85):<5} {R.randint(95, 100)}%   {R.randint(32, 42)}     {R.randint(38, 60)}\n"
    s += (f"\nDrugs: {R.choice(['cefazolin 2 g', 'cefazolin 3 g (wt >120)', 'gentamicin 5 mg/kg + metronidazole 500 mg', 'vancomycin 1.5 g'])} IV {tt[1]}; "
          f"dexamethasone {R.choice([4, 8])} mg; ondansetron 4 mg; {R.choice(['TXA 1 g', 'paracetamol 1 g', 'parecoxib 40 mg', 'ketamine 20 mg', 'magnesium 2 g'])}; "
          f"metaraminol {R.choice([0.5, 1, 2])} mg boluses x{R.randint(1, 6)}.\n")
    s += f"Fluids: Hartmann's {R.choice([500, 1000, 1500, 2000])} mL. EBL {R.choice([20, 50, 150, 300, 600])} mL. UO {R.choice(['nil (no IDC)', '120 mL', '300 mL'])}.\n"
    s += f"Warming: Bair Hugger 43°C, nasopharyngeal T {round(R.uniform(35.8, 37.2), 1)}.\n"
    if R.random() < .6:
        s += f"Equipment: anaesthetic machine {R.choice(['Draeger Primus', 'GE Aisys CS2', 'Draeger Perseus A500'])} asset {M('DEVICE', c.device())}; "
        s += f"{R.choice(['BIS monitor', 'TCI pump', 'NMT module', 'fluid warmer'])} SN {M('DEVICE', c.device())}\n"
    s += f"{tt[8]} Emergence: " + (f"{R.choice(['smooth', 'spontaneous breathing throughout'])}; SGA removed awake." if sga and not reg else
                                   f"{R.choice(['smooth', 'uneventful'])}; sedation off." if reg else
                                   f"{R.choice(['smooth', 'coughing on ETT, otherwise smooth', 'sugammadex 200 mg, TOF 4/4 >0.9', 'neostigmine/glyco'])}; extubated awake.")
    s += f" To PACU on {R.choice(['6L HM', '2L NP', 'RA'])}.\n"
    s += f"\nPost-op: {R.choice(N.MEDS_POSTOP)}; {R.choice(N.MEDS_POSTOP)}. {R.choice(['Routine PACU obs.', 'HDU bed booked.', 'Call anaesthetist if SBP <90.'])}\n"
    if R.random() < .7:
        s += f"\nCD register: fentanyl/morphine witnessed by {c.N(2, 'full')} - cabinet access biometric ID {M('BIOID', c.bio())}\n"
    s += (f"Record created by {M('USERNAME', c.user(c.reg))} on workstation {M('IPADDR', c.ip())}"
          f"{'; amended by ' + M('USERNAME', c.user(c.anaes)) if R.random() < .3 else ''}\n")
    s += B.sign(c, c.anaes, "Consultant Anaesthetist", date=False)
    return s


OP_EPONYMS = {
    "ortho": ["Hardinge approach", "Kocher-Langenbeck approach", "Watson-Jones approach", "Kirschner wire used as joystick",
              "Image intensifier to confirm reduction", "Hohmann retractors placed", "Charnley retractor"],
    "hand": ["Brunner-type incision not required", "Tourniquet 250 mmHg", "Image intensifier to confirm reduction"],
    "urology": ["Ellik evacuator used to clear chips", "Collings knife not required", "Continuous irrigation with glycine"],
    "ENT": ["Boyle-Davis gag with Draffin rods", "Bipolar dissection", "Yankauer sucker to oropharynx"],
    "vascular": ["Seldinger technique under USS", "Trendelenburg tilt", "Tumescent LA infiltrated"],
    "endocrine": ["Kocher collar incision", "Berry's ligament divided", "Langenbeck retractors"],
    "breast": ["Langer's lines followed", "Blue dye (Patent Blue) 2 mL injected", "Gamma probe used"],
    "plastics": ["Langer's lines followed", "Rhomboid (Limberg) flap raised", "Bipolar haemostasis"],
}
POSN = {"colorectal": ["Lloyd-Davies", "Lithotomy", "Prone jack-knife"], "urology": ["Lithotomy"], "ortho": ["Supine on traction table", "Lateral", "Supine"],
        "hand": ["Supine, arm table"], "ENT": ["Supine, head ring, shoulder roll"]}


def opnote(c):
    R = c.r
    pr = B.proc(c)
    spec = pr[9]
    t0 = B.times(c, None, 2, R.choice([45, 55, 60]))
    s = R.choice(["OPERATION NOTE\n", "OPERATION REPORT\n", "Operative Note\n", "OP NOTE\n"])
    s += f"{c.H()}{'  ' + M('HOSPITAL', c.ward) if R.random() < .3 else ''}\n\n"
    s += f"Patient: {c.P(R.choice(['LF', 'full', 'lf']))}   DOB: {c.DOB()}   {B.idlines(c, '   ')}\n"
    s += f"Date of operation: {c.Dt(c.base)}   Theatre {M('LOCATION_OTHER', R.randint(1, 14))}   Knife to skin {t0[0]}  Closure {t0[1]}\n"
    s += (f"Surgeon: {c.D(c.surgeon, R.choice(['tf', 'tl']))}\nAssistant: {c.D(c.reg, R.choice(['tl', 'tf']))} ({R.choice(['Registrar', 'SpR', 'Fellow', 'SET4'])})"
          f"{', ' + c.D(c.rmo, 'tl') + ' (HO)' if R.random() < .4 else ''}\n"
          f"Anaesthetist: {c.D(c.anaes, 'tl')}   Anaesthetic: {pr[7]}\nScrub: {c.N(0)}   Scout: {c.N(1)}\n")
    s += f"\nProcedure: {pr[0]}\nCodes: {R.choice(['OPCS ' + pr[4], 'ACHI ' + pr[5], 'CPT ' + pr[6], 'MBS ' + pr[5][:5]])}; ICD-10 {pr[2]}\n"
    s += f"Indication: {pr[3]}.{' Booked by ' + c.D(c.reg, 'tl') + ' from ED on ' + c.Dt(c.day(-1), R.choice(['wd', 'dm', 'wdm'])) + '.' if R.random() < .4 else ''}\n"
    fnd, spc = N.FINDINGS[pr[1]]
    s += f"\nFindings: {fnd} {R.choice(N.EPONYM_ORTHO if spec == 'ortho' else N.EPONYM_ABDO)}.\n\nProcedure:\n"
    ep = OP_EPONYMS.get(spec, N.EPONYM_ABDO)
    steps = (["WHO checklist completed", f"{R.choice(POSN.get(spec, ['Supine']))}, pressure areas checked", "Prep with chlorhexidine 2% in alcohol, drape",
              R.choice(ep), "Haemostasis with diathermy", R.choice(ep), "Washout with warm saline",
              R.choice(["0 PDS loop to sheath, 3-0 Monocryl subcuticular", "2-0 Vicryl to fat, staples to skin", "Interrupted 3-0 nylon", "Dermabond + Opsite"]
                       if spec not in ("urology", "ENT") else ["No skin closure required", "Haemostasis confirmed"]),
              "LA: 20 mL 0.5% ropivacaine infiltrated", "Swab, needle and instrument counts correct x2"])
    k = R.randint(6, len(steps))
    for i, st in enumerate(steps[:k]):
        s += f"{i + 1}. {st}.\n"
    if pr[8] or R.random() < .2:
        s += (f"\nImplants: {R.choice(['Exeter V40 stem size 1', 'polypropylene mesh 10x15 cm', 'DHS 135 deg 4-hole plate', 'one-third tubular plate 6-hole', 'volar locking plate, 3 distal screws', 'DJ stent 6Fr 26 cm'])}; "
              f"REF {R.randint(1000, 9999)}-{R.randint(10, 99)} LOT {M('DEVICE', c.lot())} SN {M('DEVICE', c.device())}\n")
        if R.random() < .5:
            s += f"Second component: REF {R.randint(100, 999)}-{R.randint(100, 999)} SN {M('DEVICE', c.device())} (sticker in notes)\n"
    if spc:
        s += f"\nSpecimen: {spc} to {'micro' if 'urine' in spc or 'swab' in spc else 'histology'}, request no. {M('IDNUM', c.idnum('order'))}\n"
    s += f"EBL: {R.choice(['<20 mL', '50 mL', '150 mL', '400 mL', 'minimal'])}. Drains: {R.choice(['nil', 'Blake 19Fr to pelvis', 'Redivac x1', '15Fr Jackson-Pratt'])}.\n"
    s += f"\nPost-op instructions:\n- {R.choice(N.MEDS_POSTOP)}\n- {R.choice(['VTE: enoxaparin 40 mg from 6 h post-op + TEDs', 'VTE: mechanical only 24 h', 'Extended VTE prophylaxis 28 days'])}\n"
    if spec in ("ortho", "hand"):
        s += f"- {R.choice(['FWB, physio D1', 'NWB 6/52 in backslab', 'PWB with crutches', 'Elevate, high arm sling'])}\n"
        s += f"- {R.choice(['Clips out D10-14 by practice nurse', 'Review in fracture clinic 2/52 with XR', 'Review in OPD 6/52 with XR'])}\n"
    else:
        s += f"- {R.choice(['Diet as tolerated', 'Sips only, review on WR', 'D/C when criteria met', 'Free fluids, upgrade as tolerated', 'TWOC D2' if spec == 'urology' else 'Mobilise D0'])}\n"
        s += f"- {R.choice(['Wound check 5/7', 'F/U with histology 2/52', 'Clips out D10 by practice nurse', 'OPD 6/52'])}\n"
    if R.random() < .4:
        s += f"- Spoke to {c.rel(0)} {c.F(0)} by phone ({M('PHONE', c.phone())}) post-op.\n"
    s += "\n" + B.sign(c, R.choice([c.surgeon, c.reg]), R.choice(["Consultant Surgeon", "Surgical Registrar", "Orthopaedic Registrar"]))
    return s


def recovery(c):
    R = c.r
    pr = B.proc(c)
    tt = B.times(c, None, 12, R.choice([5, 10, 15]))
    s = R.choice(["PERIOPERATIVE NURSING RECORD", "Intra-operative & PACU Record", "THEATRE / RECOVERY RECORD"]) + f"\n{c.H()}\n"
    s += B.demo(c, R.choice(["label", "kv", "line"]))
    s += f"Date: {c.Dt(c.base, R.choice(['dmy', 'dmy1', 'dot', 'DMON']))}   Theatre {M('LOCATION_OTHER', R.randint(1, 12))}   List: {c.D(c.surgeon, 'tl')} ({R.choice(['AM', 'PM', 'Emerg'])})\n"
    s += f"Procedure: {pr[1]}\n\n"
    s += (f"{tt[0]} Checked in {M('HOSPITAL', c.unit)} bay {M('LOCATION_OTHER', R.randint(1, 16))} by {c.N(0)} {R.choice(['RN', 'EN', 'CN'])}. ID band x2, consent, site mark, fasting "
          f"({R.choice(['22:00', '02:00', '00:30'])}), allergies ({B.allergies(c)}), jewellery/dentures removed.\n")
    s += f"{tt[1]} Sign In - {c.N(1)} / {c.D(c.anaes, 'tl')}\n{tt[3]} Time Out led by {c.D(c.surgeon, 'tl')}; abx given {tt[2]}; VTE: {R.choice(['SCDs on', 'TEDs + SCDs', 'nil'])}\n"
    pos = {"colorectal": ["Lloyd-Davies", "lithotomy", "prone jack-knife"], "urology": ["lithotomy"], "ortho": ["supine, traction table", "lateral", "supine"],
           "hand": ["supine, arm table"], "ENT": ["supine, head ring, shoulder roll"]}.get(pr[9], ["supine", "supine, arms out"])
    s += f"Position: {R.choice(pos)}, gel pads, {R.choice(['Bair Hugger', 'underbody warmer'])}. Diathermy plate {R.choice(['R thigh', 'L thigh', 'L buttock'])} - skin intact post.\n"
    if pr[9] in ("ortho", "hand") and "hip" not in pr[0] and R.random() < .8:
        s += f"Tourniquet {R.choice([250, 280, 300])} mmHg on {tt[3]} off {tt[7]}.\n"
    s += f"Counts: initial {c.N(2, 'first')} / {c.N(3, 'first')}; final correct {tt[8]}.\n"
    if pr[8]:
        s += f"Implants recorded: LOT {M('DEVICE', c.lot())} / SN {M('DEVICE', c.device())}\n"
    if N.FINDINGS[pr[1]][1]:
        s += f"Specimen: {N.FINDINGS[pr[1]][1]} ({R.choice(['histology', 'histology + micro', 'formalin'])}), lab no. {M('IDNUM', c.idnum('spec'))}\n"
    if R.random() < .45:
        s += f"Controlled drugs drawn from cabinet by {c.N(1, 'full')} (fingerprint ID {M('BIOID', c.bio())}), checked by {c.N(2, 'first')}.\n"
    s += f"{tt[8]} Sign Out - {c.N(2)}\n\nPACU\n"
    s += f"{tt[9]} Arrived recovery bay {M('LOCATION_OTHER', R.randint(1, 10))}; handover {c.D(R.choice([c.anaes, c.reg]), 'tl')} -> {c.N(3)}; {R.choice(['Airway patent, LMA out', 'Extubated, on 6L HM', 'Spinal, T10 block'])}\n"
    s += "Time   HR   BP       RR  SpO2  Pain  Sed\n"
    for x in tt[9:12]:
        s += f"{x}  {R.randint(58, 100):<4} {R.randint(95, 150)}/{R.randint(50, 90):<4} {R.randint(10, 20):<3} {R.randint(94, 100)}%   {R.randint(0, 7)}/10  {R.randint(0, 2)}\n"
    s += f"Analgesia: {R.choice(['fentanyl 25 mcg x3', 'oxycodone 5 mg PO', 'morphine 2 mg IV x2', 'nil required'])}. Antiemetic: {R.choice(['nil', 'ondansetron 4 mg', 'droperidol 0.625 mg'])}. {R.choice(['Aldrete 9', 'Aldrete 10', 'Bromage 1'])}.\n"
    dest = R.random()
    if dest < .5:
        s += f"D/C to {M('HOSPITAL', c.ward)} bed {M('LOCATION_OTHER', R.randint(1, 32))}, handed over to {c.N(1, R.choice(['full', 'first', 'il']))}.\n"
    else:
        s += f"D/C to {M('HOSPITAL', c.unit)} stage 2. {R.choice(['Escort', 'Pick-up'])}: {c.rel(0)} {c.F(0)} ph {M('PHONE', c.phone())}.\n"
    if R.random() < .4:
        s += f"Family update: {c.rel(1)} {c.F(1)} phoned at {hm(c, 9, 18)}, informed.\n"
    s += f"\nNurse: {c.N(3, 'full')} RN  (user {M('USERNAME', c.user(c.nurses[3]))})"
    return s


_ABDO = (["Abdo soft, appropriately tender around port sites", "Abdo mildly distended, tympanic, BS present", "Abdo: wound clean, dry, intact",
          "Abdo: erythema 2 cm around lower wound"], ["Drain 40 mL serous", "Drain 180 mL haemoserous", "No drain", "IDC: UO 50-60 mL/h"],
         ["CXR: no free gas, mild bibasal atelectasis.", "AXR: dilated small bowel loops.", "CT AP: no collection.", "Nil new imaging."])
WR_EXAM = {
    "general": _ABDO, "HPB": _ABDO,
    "colorectal": (_ABDO[0] + ["Abdo soft; stoma pink, healthy, 200 mL output"], _ABDO[1], _ABDO[2]),
    "ortho": (["Wound: dressing intact, minimal strike-through", "Dressing changed, wound clean, clips intact", "Mild ooze from distal wound"],
              ["NV intact distally, cap refill <2 s", "Foot warm, DP palpable, sensation intact", "Backslab intact, fingers pink"],
              ["Check XR: satisfactory position of implant.", "Check XR: fracture reduced, metalwork intact.", "Nil new imaging."]),
    "hand": (["Wound clean, dry", "Bulky dressing intact"], ["Fingers pink, sensation intact", "Cap refill <2 s"], ["Nil new imaging."]),
    "ENT": (["Tonsil beds clean, slough as expected", "No active bleeding from tonsil beds"], ["Tolerating soft diet", "Oral intake fair"], ["Nil imaging."]),
    "urology": (["Catheter draining, light haematuria", "3-way irrigation running, rose-coloured"], ["UO adequate", "Abdo soft, bladder not palpable"], ["KUB: stent in position.", "Nil new imaging."]),
    "vascular": (["Stump wound clean, edges well apposed", "Leg bandaged, no strike-through"], ["Sciatic catheter running 8 mL/h", "Contralateral foot warm"], ["Duplex booked.", "Nil new imaging."]),
    "breast": (["Wound clean, no haematoma", "Mild bruising, no seroma"], ["Drain 30 mL serous", "No drain"], ["Nil imaging."]),
    "endocrine": (["Neck wound clean, no haematoma", "Voice normal, no stridor"], ["Chvostek's sign negative", "No perioral tingling"], ["Corrected Ca 2.15 on 6-hourly checks."]),
    "plastics": (["Flap pink and viable", "Graft site clean"], ["Donor site dry", "Dressing intact"], ["Nil imaging."]),
}


def wardround(c):
    R = c.r
    pr = B.proc(c)
    pod = R.randint(1, 8)
    s = R.choice(["SURGICAL WARD ROUND", "WR", "Consultant Ward Round", "Surgical Team WR", "Post-take ward round"])
    s += f" {c.Dt(c.base, R.choice(['dmy', 'dm', 'wdm', 'dmy1']))} {hm(c, 7, 11)}\n"
    s += (f"{R.choice(['Cons', 'Consultant'])}: {c.D(c.surgeon, 'tl')}  Reg: {c.D(c.reg, R.choice(['tl', 'full']))}  "
          f"{R.choice(['RMO', 'HO', 'FY1', 'Intern', 'JHO'])}: {c.D(c.rmo, R.choice(['tl', 'full', 'il']))}  NIC: {c.N(0, 'first')}\n")
    s += f"{c.P(R.choice(['full', 'lf', 'tl']))}, {c.age_phrase()}, {M('HOSPITAL', c.ward)} bed {M('LOCATION_OTHER', R.randint(1, 30))}  {B.idlines(c, ' ')}\n"
    s += f"{R.choice(['D', 'POD ', 'Day '])}{pod} post {pr[1]} ({c.Dt(c.day(-pod), R.choice(['dm', 'wdm', 'dmon_noy']))}) for {pr[3]}.\n\n"
    s += f"S: {R.choice(['Feels better, tolerating light diet.', 'Nauseated overnight, vomited x2.', 'Pain controlled with PRN oxycodone.', 'Not opened bowels yet, passing flatus.', 'Confused overnight per nursing, settled now.', 'Slept poorly, pain 6/10 on movement.'])} "
    s += f"{R.choice(N.WORDY)}\n"
    ex = WR_EXAM.get(pr[9], WR_EXAM["general"])
    s += f"O: {B.vitals(c, True)}\n   {R.choice(ex[0])}. {R.choice(ex[1])}. {R.choice(['Calves SNT.', 'Chest clear.', 'HS dual, no added sounds.'])}\n"
    s += f"Bloods: {B.labs(c, table=False)}\n"
    s += f"I: {R.choice(ex[2])}\n\nImp: {R.choice(['Progressing well', 'Post-op ileus', 'Likely wound infection', 'Delirium, ?cause', 'AKI, prerenal', 'Slow mobilisation'])}.\nPlan:\n"
    plans = ["Continue current analgesia, wean PCA", "Start clear fluids, upgrade as tolerated", "Remove IDC today, TWOC",
             "Physio to mobilise BD", "Repeat FBC/UEC/CRP tomorrow", "Chart enoxaparin", "Stop IV abx, PO switch",
             "Refer to geriatrics (ortho-geri) re delirium", "CT AP if not improving", "Encourage IS and chest physio",
             "D/C planning - OT home assessment", "Aim D/C tomorrow if passing stool"]
    for i, p in enumerate(B.pick(c, plans, R.randint(3, 6))):
        s += f"{i + 1}. {p}\n"
    if R.random() < .6:
        s += f"Will update {c.rel(0)} {c.F(0)} ({M('PHONE', c.phone())}) this afternoon.\n"
    if R.random() < .3:
        s += f"Discussed with {c.D(c.other, 'full')} (ortho-geri) who will see {R.choice(['today', 'tomorrow AM'])}.\n"
    s += "\n" + B.sign(c, c.rmo, R.choice(["RMO", "HO", "FY1", "Intern"]), lic=False)
    return s


GENRES_A = {"preop_assessment": preop, "anaesthetic_record": anaes, "operation_note": opnote,
            "theatre_recovery_record": recovery, "surgical_ward_round": wardround}
