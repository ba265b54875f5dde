"""Genres: access surgery referral, vein mapping report, fistula creation op note."""
from core import R, P, pick, chance, digits, sample, join
import fmt
import clin as C
import pools_names as PN
import pools_places as PP
from ctx import d, dob, age, ptn, drn, nm, doc_sig, gp_line, pt_block, famn, title, uname, cred


def _email_of(p, dom):
    f, l = p.first.lower().replace('-', ''), p.last.lower().replace("'", '').replace(' ', '')
    return P('EMAIL', pick(['%s.%s' % (f, l), '%s%s' % (f[0], l), '%s.%s' % (f[0], l)]) + '@' + dom)


def _url(n, path):
    return P('URL', pick(['https://', 'www.', 'http://']) + n.ctx['dom'] + path)


def _fam_sentence(n):
    ctx = n.ctx
    out = [ctx['He'], ' lives with ', ctx['his'], ' ', ctx['rel'], ' ', famn(n)]
    if chance(0.4):
        out += [' (', P('AGE', str(R.randint(20, 88))), ')']
    if chance(0.3):
        out += [', who works as a ', P('PROFESSION', pick(PN.REL_PROFESSIONS))]
    out += [pick([', who drives ' + ctx['him'] + ' to appointments', ', who is ' + ctx['his'] + ' main carer', '']),
            '. ']
    if chance(0.6):
        out += [pick(['Contact ', 'NOK contact: ', 'Best contact is ']), ctx['fam_phone'], '. ']
    return out


def _work_sentence(n):
    ctx = n.ctx
    k = R.randrange(4)
    if k == 0:
        return [ctx['He'], ' is ', pick(['right', 'left']), '-handed and works as a ', ctx['prof'],
                pick([' at ', ' for ']), ctx['employer'], '; ', ctx['he'],
                ' would prefer access in the non-dominant arm. ']
    if k == 1:
        return [ctx['He'], ' is a retired ', ctx['prof'], ' and is ', pick(['right', 'left']), ' hand dominant. ']
    if k == 2:
        return [ctx['He'], ' works ', pick(['full time', 'part time', 'night shifts']), ' as a ', ctx['prof'],
                ' and is keen to keep working once dialysis starts (asks about twilight shifts). ']
    return [ctx['His'], ' dominant hand is the ', pick(['right', 'left']), '. Occupation: ', ctx['prof'], '. ']


def referral(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    v = pick(['letter', 'letter', 'form', 'email'])
    if c == 'US' and chance(0.5):
        v = 'form'
    neph, surg = ctx['neph_p'], ctx['surg_p']
    acc = pick(C.ACCESS)
    cause = pick(C.CAUSES)
    hd = C.spell(c, 'haemo') + 'dialysis'
    if v == 'letter':
        n.x('{hosp}\n')
        n.t(pick(['Department of Renal Medicine', 'Renal Services', 'Kidney Unit - Nephrology Outpatients',
                  'Division of Nephrology', 'Renal & Transplant Directorate']) + '\n')
        n.add(ctx['hosp_addr_block'])
        n.x('\nTel: {hosp_phone}' + pick(['   ', '\n']) + 'Fax: {hosp_fax}\n')
        if chance(0.6):
            n.x('Email: {hosp_email}\n')
        n.t('\n')
        if chance(0.5):
            n.t(pick(['Our ref: ', 'Ref: ']))
            n.add([nm(neph, 'DOCTOR', 'ini'), '/', nm(ctx['clerk_p'], 'DOCTOR', 'inil'), '\n'])
        n.x('Date: {a}\n' if chance(0.5) else '{a}\n', a=d(n, d0))
        n.x('\n{s}\n{r}\n{h}\n\n', s=drn(surg, c, 'surg', 't_full'), r=pick(PN.ROLES['surg']),
            h=pick([ctx['hosp'], ctx['hosp2']]))
        n.x('Dear {t} {l},\n\n', t=title(surg, c, 'surg'), l=nm(surg, 'DOCTOR', 'last'))
        n.x('Re: {p}, DOB {b}, {mrn_l} {mrn}', p=ptn(n, pick(['full', 'fml', 'LF'])), b=dob(n))
        if ctx['nat']:
            n.x(', {nat_l} {nat}')
        n.x('\n{pt_addr}\n\n')
        n.x('Thank you for seeing this {a} {sexw} with CKD stage 5 secondary to {cause}, for creation of '
            'permanent {hd} access. ', a=age(n, 'yearold'), cause=cause, hd=hd)
        n.t('%s eGFR is %d mL/min/1.73m2 (decline ~%d per year; KFRE 2-year risk %d%%) and we anticipate '
            'starting dialysis within %d-%d months. ' % (ctx['His'], C.egfr(), R.randint(2, 8), R.randint(30, 80),
                                                         R.randint(2, 4), R.randint(5, 9)))
        if chance(0.6):
            n.x('{He} attended our pre-dialysis education session on {a} and has chosen in-centre {hd}; PD was '
                'not felt suitable ({why}). ', a=d(n, fmt.shift(d0, -R.randint(14, 120))), hd=hd,
                why=pick(['previous laparotomy', 'large incisional hernia', 'patient preference', 'poor manual dexterity']))
        n.t('\n\n')
        n.add(_work_sentence(n))
        if chance(0.5):
            ln = pick(C.LINES)
            n.x('{He} previously had a {l} at {h} in {m}. ', l=ln[0], h=ctx['hosp2'], m=d(n, fmt.shift(d0, -R.randint(60, 900)), 'month'))
        n.t('\n\nPMH:\n' + ''.join('- %s\n' % x for x in C.comorbs()))
        n.t('\nMedications: ' + ', '.join(C.meds()) + '\nAllergies: ' + pick(C.ALLERGY) + '\n\n')
        n.t('On examination BP %d/%d, good radial and brachial pulses bilaterally, Allen test normal. '
            % (R.randint(118, 178), R.randint(60, 98)))
        n.t(pick(['Visible cephalic vein in the %s forearm with a tourniquet. ' % C.side(),
                  'Veins are poor in both forearms. ', 'BMI %d; veins not easily seen. ' % R.randint(24, 41)]))
        n.t('I would be grateful if you could arrange vein mapping and consider a %s. ' % acc[0])
        n.t(pick(['We have flagged the non-dominant arm for vein preservation (no cannulas/BP). ',
                  'Please note that the Hb is %s and K+ 5.%d. ' % (C.hb(c), R.randint(0, 9)), '']))
        n.t('\n\n')
        if chance(0.7):
            n.add(_fam_sentence(n))
            n.t('\n\n')
        if chance(0.35):
            co = pick(PP.COUNTRIES_ABROAD)
            n.x('{He} is originally from {co} and plans to travel there over {h}; we will need holiday dialysis '
                'arranged if {he} has started by then.\n\n', co=P('COUNTRY', co),
                h=P('DATE', pick(['Christmas', 'Easter', 'Diwali', 'Eid', 'Thanksgiving' if c == 'US' else 'New Year'])))
        if chance(0.3):
            n.x('We have given {him} our fistula information leaflet ({u}).\n\n', u=_url(n, pick(['/renal/avf-leaflet', '/patients/fistula', '/kidney/access-info'])))
        n.t(pick(['Yours sincerely,', 'Kind regards,', 'With best wishes,', 'Yours faithfully,']) + '\n\n\n')
        n.add(doc_sig(n, 'neph', 'neph'))
        n.t('\n\ncc: ')
        n.add(gp_line(n))
        n.t('\n    ')
        n.add(ptn(n, pick(['t_full', 't_last', 'full'])))
        n.t(' (patient)\n')
        if chance(0.4):
            n.x('\nDictated {a}, typed {b} by {ty}\n', a=d(n, d0), b=d(n, fmt.shift(d0, R.randint(1, 9))),
                ty=nm(ctx['clerk_p'], 'DOCTOR', pick(['ini', 'inil', 'il'])))
    elif v == 'form':
        n.t(pick(['REFERRAL FOR DIALYSIS ACCESS CREATION', 'VASCULAR ACCESS REFERRAL', 'Outpatient Referral - Vascular Surgery (AV Access)']) + '\n')
        n.t('=' * R.randint(30, 50) + '\n')
        n.x('Date of referral: {a}\n', a=d(n, d0))
        if chance(0.5):
            n.x('Referral #: {r}\n', r=P('IDNUM', fmt.idnum('ref' if c != 'UK' else pick(['ref', 'ubrn']))))
        ll, lv = fmt.license_(c, 'doc')
        n.x('Referring provider: {p}, {cr}   {ll}: {lv}\n', p=nm(neph, 'DOCTOR', pick(['full', 'fml'])),
            cr=cred(c, 'neph'), ll=ll, lv=P('LICENSE', lv))
        n.x('Practice: {pr}\n', pr=P('HOSPITAL', pick(PP.HOSP_STEMS) + pick([' Nephrology Associates', ' Kidney Specialists', ' Renal Clinic'])))
        n.x('Phone: {hosp_phone}   Fax: {hosp_fax}\n')
        n.x('Referred to: {s}, {r} - {hosp}\n\n', s=nm(surg, 'DOCTOR', pick(['full', 'il'])), r=pick(['Vascular Surgery', 'Transplant Surgery', 'Access Surgery']))
        n.x('PATIENT\nName: {p}    DOB: {b}    Age: {a}    Sex: {MF}\n', p=ptn(n, pick(['LF', 'LFm'])), b=dob(n), a=age(n, 'plain'))
        n.x('Address: {pt_addr}\nPhone (home): {pt_phone}   Cell: {pt_mobile}\n')
        n.x('{mrn_l}: {mrn}\n')
        if c in ('US', 'CA', 'AU', 'IE') and chance(0.35) and ctx['ssn']:
            n.x('{ssn_l}: {ssn}\n')
        if c == 'US':
            n.x('Insurance: {ins}   {hp_l}: {hp}', ins=P('ORGANIZATION', pick(PP.INSURERS)))
            if chance(0.5):
                n.x('   Group #: {g}', g=P('HEALTHPLAN', 'GRP-' + digits(5)))
            n.t('\n')
        else:
            n.x('{hp_l}: {hp}\n')
        n.x('Emergency contact: {f} ({rel}) {fam_phone}\n\n', f=famn(n))
        n.t('Diagnosis: %s CKD stage 5, %s; %s\n' % (pick(C.NEG_CODES), cause, ', '.join(C.comorbs(2))))
        n.t('Reason for referral: %s - eGFR %d, anticipate HD start in %d months\n' % (acc[0], C.egfr(), R.randint(2, 6)))
        n.t('Urgency: %s\n' % pick(['Routine', 'Urgent (within 2 weeks)', 'Semi-urgent', 'Routine - pre-emptive']))
        n.t('Dominant hand: %s    Occupation: ' % pick(['R', 'L', 'right', 'left']))
        n.add(ctx['prof'])
        n.t('\nPrior access / central lines: %s\n' % pick(['none', 'R IJ temp line x2', 'L SC line (avoid L arm)', 'PICC R arm ' + str(R.randint(2015, 2022))]))
        n.t('Anticoagulation: %s\nVein mapping: %s\n\n' % (pick(['none', 'apixaban', 'warfarin', 'clopidogrel']),
                                                      pick(['requested', 'not yet done', 'please arrange'])))
        n.x('Signed electronically by {p} on {a} {t}\n', p=nm(neph, 'DOCTOR', 'full'), a=d(n, d0),
            t='%02d:%02d' % (R.randint(7, 19), R.randint(0, 59)))
    else:
        dom = ctx['dom']
        n.x('From: {e1}\nTo: {e2}\n', e1=_email_of(neph, dom), e2=pick([ctx['hosp_email'], _email_of(ctx['acc_p'], dom)]))
        if chance(0.4):
            n.x('Cc: {e3}\n', e3=_email_of(surg, dom))
        n.x('Sent: {a} {t}\n', a=P('DATE', fmt.fdate_wd(d0, c)), t='%02d:%02d' % (R.randint(7, 20), R.randint(0, 59)))
        n.x('Subject: Access referral - {p} {mrn}\n\n', p=ptn(n, 'LAST'))
        n.x('Hi {a},\n\n', a=nm(ctx['acc_p'], 'DOCTOR', 'first'))
        n.x('Could you add {p} ({mrn_l} {mrn}, DOB {b}) to the access waiting list please? {a} {MF}, {cause}, '
            'eGFR {e} and dropping. ', p=ptn(n, pick(['full', 'fml'])), b=dob(n), a=age(n, 'plain'), cause=cause, e=str(C.egfr()))
        n.t('Would like %s if veins allow - vein mapping not done yet. ' % acc[1])
        n.add(_work_sentence(n))
        n.x('\n{He} is happy to be contacted on {pt_mobile}' + pick(['.', ' (prefers text).', ' after 3pm.']) + '\n\n')
        if chance(0.5):
            n.t('FYI I saw %s in clinic on ' % ctx['him'])
            n.add(d(n, fmt.shift(d0, -R.randint(1, 6)), 'wd'))
            n.t(' - letter to follow.\n\n')
        n.x('Thanks,\n{f}\n\n', f=nm(neph, 'DOCTOR', 'first'))
        n.add(doc_sig(n, 'neph', 'neph', lic=False))
        n.x('\n{hosp} | Tel {hosp_phone}\n')


def vein_mapping(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    sono, rad, neph = ctx['sono_p'], ctx['rad_p'], ctx['neph_p']
    dom_hand = pick(['right', 'left'])
    n.x('{h}' + pick([' - Vascular Laboratory', ' Vascular Studies Unit', ' | Non-invasive Vascular Lab', ' Department of Radiology']) + '\n',
        h=pick([ctx['hosp'], ctx['hosp'], ctx['hosp_ab']]))
    n.t(pick(['UPPER LIMB VEIN MAPPING (PRE-ACCESS)', 'Duplex ultrasound: upper limb arterial & venous mapping for AV access',
              'PRE-OPERATIVE VESSEL MAPPING - BILATERAL UPPER EXTREMITY', 'US VEIN MAP BILAT ARMS']) + '\n\n')
    n.add(pt_block(n))
    n.x('Accession: {a}    Exam date: {b} {t}\n', a=P('IDNUM', fmt.idnum('acc')), b=d(n, d0),
        t='%02d:%02d' % (R.randint(8, 17), R.randint(0, 59)))
    n.x('Referrer: {r}    Sonographer: {s}\n', r=drn(neph, c, 'dr', pick(['t_last', 't_il'])),
        s=nm(sono, 'DOCTOR', pick(['full', 'il', 'ini'])))
    n.t('Scanner: %s, %s linear probe' % (pick(C.US_MACHINES), pick(['L12-3', 'L18-5', '14L5', 'L4-15'])))
    if chance(0.5):
        n.x(' (Room {r})', r=P('LOCATION_OTHER', pick(['3', '4', '2B', '6', 'V1', '12'])))
    n.t('\n')
    if chance(0.3):
        n.x('Workstation: {ip}  PACS node {node}\n', ip=P('IPADDR', fmt.ip_private()), node=pick(['VASC01', 'USVL-2', 'AE_VASCLAB']))
    n.t('\nIndication: CKD 5, pre-access planning; %s hand dominant. ' % dom_hand)
    n.t(pick(['Tourniquet applied, patient seated, room warm.', 'Exam performed with and without tourniquet, arm dependent.',
              'Pt supine, arm abducted 80 degrees.']) + '\n\n')
    rows_a = [('Radial a. (wrist)', 15, 35), ('Ulnar a. (wrist)', 12, 30), ('Brachial a. (ACF)', 32, 55)]
    rows_v = [('Cephalic v. wrist', 14, 40), ('Cephalic v. mid forearm', 15, 42), ('Cephalic v. ACF', 20, 55),
              ('Cephalic v. upper arm', 20, 60), ('Basilic v. forearm', 15, 40), ('Basilic v. upper arm', 30, 70),
              ('Median cubital v.', 18, 45)]
    n.t('ARTERIAL' + ' ' * 16 + 'Right      Left\n')
    for name, lo, hi in rows_a:
        n.t('%-24s%4.1f mm    %4.1f mm\n' % (name, R.randint(lo, hi) / 10, R.randint(lo, hi) / 10))
    n.t('%-24s%d cm/s    %d cm/s  %s\n' % ('Brachial PSV', R.randint(50, 110), R.randint(50, 110),
                                            pick(['triphasic', 'biphasic', 'multiphasic bilat'])))
    n.t('High brachial bifurcation: %s. Calcification: %s.\n' % (pick(['not seen', 'present on left', 'present on right']),
                                                                   pick(['nil', 'mild radial', 'moderate, MAC-like radial calcification'])))
    n.t('Modified Allen (Doppler): %s\n\n' % pick(['normal bilaterally', 'palmar arch complete', 'incomplete arch on R']))
    n.t('VENOUS (tourniquet)' + ' ' * 5 + 'Right      Left\n')
    for name, lo, hi in rows_v:
        n.t('%-24s%4.1f mm    %4.1f mm%s\n' % (name, R.randint(lo, hi) / 10, R.randint(lo, hi) / 10,
                                               pick(['', '', '  depth %d mm' % R.randint(2, 14), '  thrombosed segment', '  sclerosed'])))
    n.t('Axillary/subclavian veins: %s\n' % pick(['patent, phasic with respiration bilaterally',
                                                  'R subclavian non-phasic - ?central stenosis (old line)',
                                                  'patent; L IJ partially thrombosed']))
    n.t('\nCONCLUSION: ')
    n.t(pick(['Suitable vessels for %s radiocephalic AVF (cephalic >2.5 mm, radial >2 mm).',
              'Forearm cephalic too small; %s brachiocephalic AVF recommended.',
              'Poor superficial veins; consider %s brachiobasilic transposition or AVG.',
              'Central venous stenosis suspected on the %s - suggest venogram before surgery.'])
        % ('left' if dom_hand == 'right' else 'right'))
    n.t('\n\n')
    if chance(0.3):
        n.x('Discussed with {a} ({pl} {pg}) on {b}.\n', a=drn(ctx['surg_p'], c, 'surg', pick(['t_last', 't_il'])),
            pl=pick(['bleep', 'pager', 'via bleep', 'ext']), pg=P('PHONE', fmt.bleep(c)), b=d(n, d0))
    n.x('Reported by: {s}, {cr}   {a}\n', s=nm(sono, 'DOCTOR', pick(['full', 'fml'])), cr=cred(c, 'sono'),
        a=d(n, fmt.shift(d0, R.randint(0, 2))))
    if chance(0.5):
        ll, lv = fmt.license_(c, 'doc')
        n.x('Verified: {r} ({ll} {lv})\n', r=drn(rad, c, 'dr', pick(['t_full', 't_il'])), ll=ll, lv=P('LICENSE', lv))
    elif c == 'UK' and chance(0.4):
        ll, lv = fmt.license_(c, 'sci')
        n.x('{ll} registration: {lv}\n', ll=ll, lv=P('LICENSE', lv))
    if chance(0.25):
        n.x('cc {gp}\n', gp=gp_line(n))


def op_note(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    surg, reg, anaes, scrub = ctx['surg_p'], ctx['reg_p'], ctx['anaes_p'], ctx['nurse_p']
    graft = chance(0.3)
    acc = pick([a for a in C.ACCESS if ('AVG' in a[1]) == graft])
    n.t(pick(['OPERATION NOTE', 'OPERATIVE REPORT', 'Operation Record - Vascular Access', 'OP NOTE']) + '\n')
    n.x('{h}' + pick([' - Theatre {th}', ', Day Surgery Theatre {th}', ' OR {th}']) + '\n', h=pick([ctx['hosp'], ctx['hosp_ab']]),
        th=P('LOCATION_OTHER', str(R.randint(1, 14))))
    n.add(pt_block(n, pick(['sticker', 'banner', 'rows'])))
    if chance(0.5):
        n.x('{acct_l}: {acct}\n')
    if chance(0.3):
        n.x('Theatre case no: {k}\n', k=P('IDNUM', fmt.idnum('case')))
    st_h = R.randint(8, 16)
    n.x('\nDate of operation: {a}   Start {t1}  Finish {t2}\n', a=d(n, d0), t1='%02d:%02d' % (st_h, R.randint(0, 59)),
        t2='%02d:%02d' % (st_h + 1, R.randint(0, 59)))
    n.x('Surgeon: {s} ({r})\n', s=drn(surg, c, 'surg', pick(['t_full', 't_last', 'full'])), r=pick(['Attending', 'Attending surgeon']) if c in ('US', 'CA') else pick(['Consultant', 'Consultant Vascular']))
    n.x('Assistant: {a} ({g})\n', a=drn(reg, c, 'dr', pick(['t_full', 'full', 't_il'])), g=pick(['ST5', 'SpR', 'PGY-3', 'Fellow', 'Registrar', 'CT2']))
    n.x('Anaesthetist: {a}\n' if c not in ('US', 'CA') else 'Anesthesia: {a}\n', a=drn(anaes, c, 'dr', pick(['t_full', 't_last', 'full'])))
    n.x('Scrub: {a}' + pick([' RN', ', ODP', '', ' (SN)']) + '\n', a=nm(scrub, 'DOCTOR', pick(['full', 'il', 'first'])))
    n.t('%s: %s\n' % ('Anaesthetic' if c not in ('US', 'CA') else 'Anesthetic',
                      pick(['US-guided supraclavicular brachial plexus block + sedation', 'Axillary block (levobupivacaine 0.375% 30 mL)',
                            'Local anaesthetic (lidocaine 1% 15 mL)', 'GA with LMA', 'Infraclavicular block; MAC'])))
    code = {'UK': 'OPCS ' + pick(C.NEG_OPCS), 'US': 'CPT ' + pick(C.NEG_CPT), 'CA': 'CPT ' + pick(C.NEG_CPT),
            'AU': 'MBS item ' + pick(C.NEG_MBS), 'NZ': 'ACHI ' + pick(C.NEG_MBS) + '-00', 'IE': 'ACHI ' + pick(C.NEG_MBS) + '-00'}[c]
    n.t('Procedure: %s (%s)\n' % (acc[0], code))
    n.x('Indication: CKD 5{x}; vein mapping {a}: target vein {v} mm.\n', x=pick([' pre-dialysis', ' on HD via TCVC', ', failed previous access']),
        a=d(n, fmt.shift(d0, -R.randint(10, 120)), pick([None, 'short'])), v=C.mm())
    n.t('ASA %d. WHO checklist completed. Antibiotic prophylaxis: %s.\n\n' % (R.randint(2, 4),
        pick(['cefazolin 2 g IV', 'vancomycin 1 g IV (MRSA carrier)', 'none (AVF)', 'co-amoxiclav 1.2 g IV'])))
    n.t('FINDINGS:\n')
    if graft:
        n.t('Brachial artery %s mm, soft. Outflow %s vein %s mm. ' % (C.mm(), pick(['basilic', 'axillary', 'brachial']), C.mm()))
    else:
        n.t('%s artery %s mm, %s. %s vein %s mm, distends well. ' % (
            'Radial' if ('radio' in acc[0] or 'snuffbox' in acc[0] or 'Gracz' in acc[0]) else 'Brachial', C.mm(),
            pick(['soft', 'mildly calcified', 'calcified posterior wall']), 'Basilic' if 'basilic' in acc[0] else 'Cephalic', C.mm()))
    n.t('\n\nPROCEDURE:\n')
    steps = ['Arm prepped with chlorhexidine 2% and draped, tourniquet not used.',
             '%s incision %s, vein mobilised for %d cm, side branches ligated with 3-0 Vicryl.' % (
                 pick(['Longitudinal', 'Transverse', 'S-shaped']),
                 'over the anatomical snuffbox' if 'snuffbox' in acc[0] else 'at the wrist' if 'radio' in acc[0]
                 else 'in the thigh crease' if 'thigh' in acc[0] else pick(['2 cm below the ACF crease', 'at the antecubital fossa',
                                                                            'along the medial upper arm']), R.randint(3, 8)),
             'Artery controlled with vessel loops; heparin %d IU IV.' % pick([3000, 5000, 2500])]
    if graft:
        gname = pick(C.GRAFTS)
        steps.append('%s graft tunnelled in %s configuration using Kelly-Wick tunneller.' % (gname, pick(['loop', 'straight', 'curved'])))
        n.t('\n'.join('%d. %s' % (i + 1, s) for i, s in enumerate(steps)) + '\n')
        n.x('   Implant: {g}, Lot {lot}, SN {sn}' + pick(['', ', exp 2027-03']) + '\n', g=gname,
            lot=P('DEVICE', fmt.device_id('lot')), sn=P('DEVICE', fmt.device_id('sn')))
        k = len(steps) + 1
    else:
        n.t('\n'.join('%d. %s' % (i + 1, s) for i, s in enumerate(steps)) + '\n')
        k = len(steps) + 1
    n.t('%d. %s anastomosis %d mm arteriotomy with 7-0 Prolene continuous; Fogarty not required.\n' % (
        k, pick(['End-to-side', 'Side-to-side (distal vein ligated)', 'End-to-side']), R.randint(4, 8)))
    n.t('%d. Good thrill on completion, radial pulse present, hand pink. Doppler signal in palmar arch.\n' % (k + 1))
    n.t('%d. Closure 3-0 Vicryl and 4-0 Monocryl subcuticular; Steri-Strips, Opsite.\n' % (k + 2))
    n.t('\nEBL: %s. Complications: %s.\n\n' % (pick(['minimal', '<50 mL', '20 mL']), pick(['nil', 'none', 'nil intraop'])))
    n.t('POST-OP INSTRUCTIONS:\n')
    instr = ['Check thrill hourly x4 then 4-hourly; call on-call vascular if lost',
             'NO BP, venepuncture or cannulas on the operated arm',
             'Aspirin 75 mg OD to continue; restart apixaban in 48 h if no bleeding',
             'Day case discharge if thrill present and block wearing off',
             'Wound check with practice nurse day 10-14; sutures absorbable',
             'Hand exercises (squeeze ball) from day 3']
    for s in sample(instr, R.randint(3, 6)):
        n.t('- ' + s + '\n')
    n.x('- Access clinic + duplex on {a} (6 weeks)\n', a=d(n, fmt.shift(d0, 42 + R.randint(-3, 4))))
    if chance(0.35):
        n.x('- Patient\'s {rel} {f} to collect; contact {fam_phone}\n', f=famn(n))
    if chance(0.3):
        n.x('Bed: {w}, bed {b}\n', w=ctx['ward'], b=P('LOCATION_OTHER', str(R.randint(1, 28))))
    n.t('\nSigned: ')
    n.add(doc_sig(n, 'surg', 'surg', 'surg', lic=chance(0.6), lines=chance(0.5)))
    n.t('\n')
    if chance(0.3):
        n.x('Entered by: {u} {a} {t}\n', u=P('USERNAME', uname(reg)), a=d(n, d0), t='%02d:%02d' % (R.randint(9, 19), R.randint(0, 59)))
