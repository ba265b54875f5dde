"""Genre 4: wound care and tissue-viability notes (UK)."""
from common import *
from extras import extras

SITES = ['sacrum', 'L heel', 'R heel', 'R lateral malleolus', 'L gaiter area', 'coccyx', 'R buttock', 'L ischial tuberosity', 'dorsum R foot',
         'L hallux', 'R anterior shin', 'abdominal wound (midline laparotomy)', 'L BKA stump', 'R hip (post DHS)', 'occiput', 'L ear (device-related, O2 tubing)']
CATS = ['Category 2 pressure ulcer', 'Category 3 pressure ulcer', 'Category 4 pressure ulcer', 'unstageable pressure ulcer', 'suspected deep tissue injury',
        'venous leg ulcer', 'mixed aetiology leg ulcer', 'diabetic foot ulcer', 'surgical wound dehiscence', 'skin tear (ISTAP type 2)', 'moisture-associated skin damage']
UNDERMINE = ['nil', "1 cm at 12 o'clock", "2 cm 3-6 o'clock"]
DRESS = ['Aquacel Ag+ Extra, secondary foam', 'Allevyn Life border', 'Mepilex Border Sacrum', 'Inadine + gauze', 'Urgotul + K-Two compression',
         'Activon honey + Eclypse', 'Iodoflex', 'Cutimed Sorbact', 'Kerramax Care', 'Flaminal Hydro + Atrauman', 'Silvercel + Mepore', 'PICO 7 (sNPWT)']


def gen(rng, W):
    code = 'GB'
    L = W[code]
    c = Ctx(rng, L)
    p = c.person()
    a = rng.randint(24, 101)
    when = rdate(rng)
    dob = dob_for(rng, when, a)
    hname = L.hospital(rng)
    ward = L.ward(rng)
    bed = rng.randint(1, 30)
    m = L.mrn(rng)
    nhs = L.nhs_number(rng)
    tvn = staff(rng)
    dn = staff(rng)
    gp = staff(rng)
    site = rng.choice(SITES)
    cat = rng.choice(CATS)
    layout = rng.choice(['chart', 'consult', 'incident', 'dn', 'letter', 'chart', 'consult'])
    community = layout in ('dn', 'letter') or rng.random() < 0.25
    home = L.address(rng)
    chome = rng.choice([f'{rng.choice(WARD_NAMES)} Lodge', f'{rng.choice(WARD_NAMES)} House Care Home', f'{L.town(rng)} Manor Nursing Home', f'The {rng.choice(STREET_WORDS)}s Care Centre'])
    in_ch = rng.random() < 0.35
    lower = layout == 'dn' and rng.random() < 0.6
    out = []
    if rng.random() < 0.3 and not community:
        out.append(banner(rng, L, p, m, fd(dob, c.ds), fd(when, c.ds), tvn.username(rng), L.ip(rng), hname) + '\n')

    def photo_id():
        return rng.choice([f'WC-{digits(rng, 6)}', f'IMG{digits(rng, 5)}', f'MI-{rng.randint(22, 26)}-{digits(rng, 5)}', f'P{digits(rng, 7)}'])

    if layout == 'chart':
        out.append(f"{rng.choice(['WOUND ASSESSMENT CHART', 'Wound Assessment & Evaluation Record', 'TISSUE VIABILITY - WOUND CHART'])}\n")
        out.append(f"Name: {pat(p.fmt(rng.choice(['full', 'LAST_first'])))}    DOB: {c.d(dob)}    NHS no: {mrn(nhs)}\n")
        out.append(f"Hosp no: {mrn(m)}    Ward: {hosp(ward)}    Bed: {loco(bed)}\n")
        out.append(f"Wound: {site} - {cat}   First identified: {c.d(plus(when, -rng.randint(3, 60)))}   {rng.choice(['hospital acquired', 'present on admission', 'community acquired'])}\n")
        out.append(f"Waterlow {rng.randint(10, 28)}  |  MUST {rng.randint(0, 3)}  |  ABPI R {round(rng.uniform(0.5, 1.3), 2)} L {round(rng.uniform(0.5, 1.3), 2)} ({c.d(plus(when, -rng.randint(5, 90)))})\n\n")
        pipe = rng.random() < 0.5
        if pipe:
            out.append("| Date | L x W x D (cm) | Bed: gran/slough/necrotic % | Exudate | Periwound | Pain | Photo | Dressing | Sign |\n|---|---|---|---|---|---|---|---|---|\n")
        else:
            out.append("Date         Size (cm)        Tissue            Exudate   Photo ref     Dressing                         Init\n")
        l, w_, d_ = rng.uniform(2, 9), rng.uniform(1, 7), rng.uniform(0.1, 2.5)
        for k in range(rng.randint(4, 8)):
            dd = plus(when, 3 * k)
            l, w_, d_ = l * rng.uniform(0.8, 1.05), w_ * rng.uniform(0.8, 1.05), d_ * rng.uniform(0.7, 1.05)
            g = rng.randint(20, 100)
            s = rng.randint(0, 100 - g)
            who = rng.choice([tvn, dn, staff(rng)])
            size = f'{l:.1f} x {w_:.1f} x {d_:.1f}'
            tis = f'{g}/{s}/{100 - g - s}'
            ex = rng.choice(['low', 'mod', 'high', 'low serous', 'mod haemoserous'])
            if pipe:
                out.append(f"| {c.d(dd)} | {size} | {tis} | {ex} | {rng.choice(['macerated', 'intact', 'erythema 1 cm', 'dry, flaky', 'healthy'])} | {rng.randint(0, 8)}/10 | {idn(photo_id())} | {rng.choice(DRESS)} | {doc(who.fmt('initials'))} |\n")
            else:
                out.append(f"{pad(c.d(dd), 13)}{pad(size, 17)}{pad(tis, 18)}{pad(ex, 10)}{pad(idn(photo_id()), 14)}{pad(rng.choice(DRESS), 33)}{doc(who.fmt('initials'))}\n")
        out.append(f"\nPhotos taken on Trust camera {dev(rng.choice(['CAM-', 'TV-CAM ', 'SN ']) + digits(rng, 6))}, stored in {rng.choice(['clinical media library', 'PACS', 'e-record'])} "
                   f"({url(f'https://media.{L.town(rng).lower().replace(chr(32), chr(45))}-nhs.example/wounds/{digits(rng, 6)}')}).\n")
        out.append(f"Signatures: {doc(tvn.fmt('full'))} (TVN, NMC {lic(digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1))}); {doc(dn.fmt('full'))} RN\n")

    elif layout == 'consult':
        out.append(f"{rng.choice(['Tissue Viability Review', 'TVN CONSULTATION', 'Tissue Viability Nurse - Inpatient Referral Response'])}\n")
        loc = f"{hosp(ward)}, {hosp(hname)}" if not community else (f"{hosp(chome)}, {home}" if in_ch else f"home visit - {home}")
        out.append(f"Seen: {c.d(when, rng.choice(['weekday, d month y', 'dmy', 'd mon y']))} {c.tm()}  Location: {loc}\n")
        out.append(f"Patient: {pat(p.fmt('full'))} ({age_expr(rng, a, p.sex)})  NHS {mrn(nhs)}\n")
        ref = staff(rng)
        out.append(f"Referred by: {doc(ref.fmt(rng.choice(['full', 'init_last'])))} ({rng.choice(['ward sister', 'staff nurse', 'FY2', 'district nurse', 'practice nurse', 'care home manager'])}) on {c.d(plus(when, -rng.randint(1, 5)))}\n\n")
        out.append(f"Background: {age(a)}{rng.choice(['', ' year old', 'yo'])} {rng.choice(['man' if p.sex == 'M' else 'woman', 'pt'])} with {rng.choice(['T2DM, PVD, CKD 3b', 'AF, HF, immobility post CVA', 'MS, wheelchair user', 'dementia, frailty, poor oral intake', 'COPD, steroid-dependent, fragile skin', 'spinal cord injury T6'])}. "
                   f"{rng.choice(['Lives alone', 'Lives with wife', 'Lives with husband', 'Lives with daughter'])}; {rng.choice(['retired', 'ex-', 'former', 'works as a'])} {prof(rng.choice(PROFESSIONS))}. "
                   f"{kin(c, ['Daughter', 'Son', 'Husband', 'Wife', 'Niece', 'Friend'], 'full')} is main carer (tel {tel(L.phone(rng, 'mobile'))}).\n\n")
        l, w_, d_ = rng.uniform(1, 10), rng.uniform(1, 8), rng.uniform(0, 3)
        out.append(f"Assessment ({rng.choice(['TIME', 'T.I.M.E.', 'wound bed'])}):\n  Site: {site}. {cat}.\n  Size {l:.1f} x {w_:.1f} x {d_:.1f} cm, undermining {rng.choice(UNDERMINE)}.\n")
        out.append(f"  Tissue: {rng.choice(['100% slough', '60% granulation 40% slough', 'black eschar, dry', 'pale granulation, friable', 'epithelialising edges'])}; exudate {rng.choice(['low', 'moderate', 'heavy', 'copious, green'])}; "
                   f"odour {rng.choice(['nil', 'mild', 'offensive'])}; periwound {rng.choice(['macerated', 'healthy', 'erythematous, warm', 'hyperkeratotic'])}.\n")
        out.append(f"  Infection: {rng.choice(['no clinical signs', 'local signs - wound swab sent', 'spreading cellulitis, CRP 142', 'probe to bone - ?osteomyelitis, X-ray requested'])}")
        if out[-1].endswith('sent'):
            out.append(f" (lab no {idn(rng.choice(['M', 'MB']) + digits(rng, 8))})")
        out.append(".\n")
        out.append(f"  Braden {rng.randint(9, 20)}; Waterlow {rng.randint(10, 30)}; albumin {rng.randint(22, 40)} g/L; HbA1c {rng.randint(42, 98)} mmol/mol.\n\n")
        out.append(f"Photographs: {rng.randint(2, 4)} images ({idn(photo_id())}, {idn(photo_id())}) taken with consent; uploaded from {ip(L.ip(rng))} to the clinical photography server.\n\n")
        plan = rng.choice(DRESS)
        out.append(f"Plan:\n  1. Cleanse with {rng.choice(['Prontosan', 'saline', 'tap water', 'Octenilin'])}, {plan}, change {rng.choice(['daily', 'alternate days', '3x weekly', 'every 7 days'])}.\n")
        out.append(f"  2. {rng.choice(['Dynamic mattress (Nimbus-type) ordered', 'Heel offloading boots both feet', 'Repose wedge', '2-hourly repositioning, SSKIN bundle'])}; equipment asset {dev(rng.choice(['EQ', 'MAT', 'PMP']) + '-' + digits(rng, 5))}.\n")
        if rng.random() < 0.4:
            out.append(f"  3. NPWT commenced {rng.randint(80, 125)} mmHg continuous; pump serial {dev(letters(rng, 3) + digits(rng, 6))}, canister change {rng.choice(['weekly', 'when full'])}.\n")
        out.append(f"  {rng.choice(['4', '3'])}. Dietitian referral; vascular referral to Mr {doc(staff(rng).fmt('last'))} if ABPI < 0.8.\n")
        out.append(f"  Review {c.d(plus(when, rng.choice([7, 10, 14])))} or sooner if deteriorates.\n\n")
        out.append(f"{doc(tvn.fmt(rng.choice(['full', 'full_mid'])))}\n{rng.choice(['Clinical Nurse Specialist, Tissue Viability', 'TVN', 'Lead Tissue Viability Nurse', 'Tissue Viability Nurse Specialist'])}\n")
        out.append(f"Tel {tel(L.phone(rng))}  |  {email(L.email(rng, tvn))}\n")

    elif layout == 'incident':
        inc = rng.choice([f'WEB{digits(rng, 6)}', f'DW{digits(rng, 5)}', f'INC-{digits(rng, 6)}'])
        out.append(f"INCIDENT REPORT - PRESSURE ULCER\nRef: {idn(inc)}    Reported {c.d(when)} {c.tm()}\n")
        out.append(f"Reporter: {doc(staff(rng).fmt('full'))} ({rng.choice(['Staff Nurse', 'Sister', 'HCA', 'Charge Nurse'])})   Handler: {doc(tvn.fmt('full'))}\n")
        out.append(f"Location of incident: {hosp(ward)} / {hosp(hname)}   Bed {loco(bed)}\n")
        out.append(f"Person affected: {pat(p.fmt('LAST_First_dot'))}, {age(a)}, {rng.choice(['male', 'female']) if False else ('male' if p.sex == 'M' else 'female')}, NHS {mrn(nhs)}, {rng.choice(['hosp no', 'MRN'])} {mrn(m)}\n\n")
        out.append(f"Description: {cat} to {site} identified on {rng.choice(['skin check', 'admission', 'bed bath', 'transfer from ED'])} {c.d(plus(when, -rng.randint(0, 2)))}. "
                   f"Patient admitted {c.d(plus(when, -rng.randint(3, 20)))} from {hosp(chome) if in_ch else 'home'}. Waterlow on admission {rng.randint(8, 25)}, "
                   f"SSKIN bundle {rng.choice(['commenced within 6 h', 'not commenced until day 3', 'commenced but gaps in repositioning charts overnight'])}.\n")
        out.append(f"Immediate action: TVN referral, mattress upgraded (asset {dev('M' + digits(rng, 5))}), family informed - {kin(c, ['son', 'daughter', 'wife', 'husband'], 'full')} by phone at {c.tm()}.\n")
        out.append(f"Duty of candour: {rng.choice(['applies - letter sent', 'verbal apology given', 'not applicable (Cat 2)'])} {c.d(plus(when, rng.randint(1, 10)))}\n")
        out.append(f"Harm: {rng.choice(['low', 'moderate', 'severe'])}   Avoidable? {rng.choice(['under review', 'likely avoidable', 'unavoidable - documented refusal of repositioning'])}\n")
        out.append(f"Safeguarding referral: {rng.choice(['no', 'yes - ref ' + ''])}")
        if out[-1].endswith('ref '):
            out.append(idn('SG' + digits(rng, 6)))
        out.append(f"\nReviewed by matron {doc(staff(rng).fmt('full'))} {c.d(plus(when, rng.randint(2, 14)))}\n")

    elif layout == 'dn':
        out.append(f"{rng.choice(['District Nursing - Continuation Notes', 'COMMUNITY NURSING CONTACTS', 'DN visit log'])}\n")
        out.append(f"{pat(p.fmt(rng.choice(['full', 'LAST_first'])))}  {c.d(dob)}  NHS {mrn(nhs)}\n{home}\n")
        out.append(f"Key safe code given by {kin(c, ['daughter', 'son', 'neighbour'], 'first')} - see secure notes. GP {hosp(L.practice(rng))}\n\n")
        d0 = plus(when, -rng.randint(0, 10))
        for k in range(rng.randint(4, 8)):
            dd = plus(d0, k * rng.choice([1, 2, 3]))
            who = rng.choice([dn, staff(rng), tvn])
            out.append(cyc(rng, k, [
                f"{c.sd(dd)} {c.tm()} visit. {site} dressing changed - {rng.choice(DRESS)}. wound {rng.choice(['improving', 'static', 'deteriorating', 'smaller, edges advancing'])}. pain {rng.randint(0, 7)}/10. {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} pt {rng.choice(['in chair', 'in bed', 'up and dressed'])}, {kin(c, ['wife', 'husband', 'carer'], 'first')} present. compression reapplied. skin intact elsewhere. next visit {c.sd(plus(dd, 2))}. {doc(who.fmt('full'))}",
                f"{c.sd(dd)} no answer at door {c.tm()}. rang {tel(L.phone(rng))} - pt at {rng.choice(['hairdresser', 'day centre', 'hospital appt'])}. rebooked. {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} photo {idn(photo_id())} taken. measured {rng.uniform(1, 6):.1f}x{rng.uniform(1, 5):.1f}cm. d/w tvn {doc(tvn.fmt('first'))} - cont same plan. {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} swab taken (lab {idn(digits(rng, 8))}) - odour ++, surrounding erythema. gp surgery informed, dr {doc(gp.fmt('last'))} to review. {doc(who.fmt('initials'))}",
            ]) + '\n')
        out.append(f"\ncaseload holder: {doc(dn.fmt('full'))}, {rng.choice(['community staff nurse', 'DN team leader', 'district nurse'])}, {rng.choice(['North', 'South', 'East', 'West', city(L.town(rng))])} team, mob {tel(L.phone(rng, 'mobile'))}\n")

    else:  # letter
        out.append(f"{hosp(hname)}\nTissue Viability Service\n{L.address(rng, lines=True)}\nTel {tel(L.phone(rng))}  Fax {fax(L.phone(rng))}\n\n")
        out.append(f"{c.d(when, rng.choice(['d month y', 'dth month y']))}\n\n")
        out.append(f"Dr {doc(gp.fmt('full'))}\n{hosp(L.practice(rng))}\n{L.address(rng, lines=True)}\n\n")
        out.append(f"Dear Dr {doc(gp.fmt('last'))},\n\nRe: {pat(p.fmt('full'))}  DOB {c.d(dob)}  NHS No {mrn(nhs)}\n    {home}\n\n")
        out.append(f"I reviewed {p.title(rng)} {pat(p.last)} in the {rng.choice(['leg ulcer clinic', 'tissue viability clinic', 'community wound clinic'])} on {c.d(when)} regarding {rng.choice(['her', 'his']) if False else ('his' if p.sex == 'M' else 'her')} {site} {cat.lower()}, present since {c.d(plus(when, -rng.randint(30, 400)), rng.choice(['month y', 'mon y']))}. "
                   f"{('He' if p.sex == 'M' else 'She')} {rng.choice(['works as a', 'is a retired', 'was a'])} {prof(rng.choice(PROFESSIONS))} and {rng.choice(['stands for long periods', 'is largely chair-bound', 'walks with a frame'])}.\n\n")
        out.append(f"ABPI today R {round(rng.uniform(0.6, 1.3), 2)}, L {round(rng.uniform(0.6, 1.3), 2)}. Wound {rng.uniform(1, 8):.1f} x {rng.uniform(1, 6):.1f} cm, {rng.choice(['sloughy base', 'granulating', 'heavily exuding', 'clean'])}. Photograph ref {idn(photo_id())}.\n\n")
        out.append(f"I have started {rng.choice(DRESS)} with {rng.choice(['full compression (40 mmHg) 2-layer', 'reduced compression', 'no compression pending vascular review', 'offloading footwear'])}. "
                   f"The district nursing team ({doc(dn.fmt('full'))}) will continue care twice weekly. I would be grateful if you could {rng.choice(['review analgesia', 'check HbA1c and lipids', 'prescribe the dressings on FP10', 'refer to vascular surgery'])}.\n\n")
        out.append(f"Yours sincerely,\n\n{doc(tvn.fmt('full'))}\n{rng.choice(['Tissue Viability Nurse Specialist', 'Clinical Nurse Specialist'])}\n\ncc: {pat(p.fmt('init_last'))}, patient\n")
        if rng.random() < 0.5:
            out.append(f"Dictated {c.d(when)} / typed {c.d(plus(when, rng.randint(1, 4)))} {doc(tvn.fmt('initials'))}/{doc(letters(rng, 2).lower())}\n")

    c.dob = locals().get('dob')
    if layout == 'letter':
        out.append(extras(c, p, a, when, hname, m, ['distribution', 'audit', 'addendum', 'billing'], 1, 3))
    else:
        out.append(extras(c, p, a, when, hname, m, ['demographics', 'pmhx', 'labs', 'meds', 'audit', 'addendum', 'appointments', 'distribution', 'social', 'billing', 'transport'], 2, 5))
    raw = ''.join(out)
    if lower:
        raw = raw.lower()
    if rng.random() < 0.25:
        raw = add_typos(raw, rng, 0.03)
    return raw, code
