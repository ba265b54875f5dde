"""Genres: specialist screening practitioner assessment, results telephone call, hub helpline log (own)."""
import gutil as U
import ids
import pools_clin as PC
from case import make_address


def _ssp_terse(n, c):
    rng = n.rng
    n.f('{ssp_abbr} tel assessment {d_ssp} {t}\n', t=U.tm(rng, 9, 16))
    n.f('Pt: {pt:full} ({dob}) {l} {v}\n', l=c['nid_label'], v=c['nid'])
    n.f('TC to pt on {pt_mob}. ID confirmed x3. {age}{MF}, FIT+ {fit}.\n', fit=U.fit_text(c))
    n.t('PMHx: ' + (', '.join(c['comorbid']) or 'nil') + '. DHx: ' + (', '.join(c['meds'] + ([c['anticoag']] if c['anticoag'] else [])) or 'nil') +
        '. ' + c['allergy'] + '.\n')
    U.anticoag_plan(n, c)
    U.fhx(n, c)
    n.t('SH: ')
    U.social(n, c)
    n.t('Sx: ' + rng.choice(PC.SYMPTOMS) + '. Mobility ' + rng.choice(['indep', 'uses stick', 'indep, drives', 'w/ frame']) + '.\n')
    n.t('Consent d/w: perf, bleed, missed lesion, sedation risks. Happy to proceed. ')
    n.t('Prep: ' + c['prep'] + ' + LRD.\n')
    n.f('TCI {d_colon:a} {t} @ {centre}. ', t=U.tm(rng, 8, 14))
    U.escort_line(n, c)
    if rng.random() < 0.4:
        n.f('NB pt is a {occ} - needs early slot; employer ({employer}) letter provided.\n')
    n.f('{ssp:init} / {ssp:uname}\n')


def ssp_assessment(n, c):
    rng = n.rng
    if rng.random() < 0.25:
        _ssp_terse(n, c)
        return
    title = {'ENG': 'SPECIALIST SCREENING PRACTITIONER ASSESSMENT', 'WAL': 'SSP PRE-COLONOSCOPY ASSESSMENT',
             'NIR': 'SSP ASSESSMENT CLINIC', 'SCO': 'SCREENING NURSE ASSESSMENT', 'IRL': 'CNS PRE-ASSESSMENT (SCREENING)',
             'AUS': 'NURSE NAVIGATOR PRE-COLONOSCOPY ASSESSMENT', 'NZL': 'BOWEL SCREENING PRE-ASSESSMENT',
             'CAN': 'NURSE NAVIGATOR ASSESSMENT - POSITIVE FIT', 'USA': 'PATIENT NAVIGATION INTAKE - ABNORMAL FIT'}[c['cc']]
    n.t(title + '\n')
    n.f('{centre}' + rng.choice([' | {hosp}\n', '\n']))
    n.t('\n')
    U.pt_header(n, c)
    if rng.random() < 0.6:
        n.f('Address: {addr:inline}\nTel: {pt_phone}   Mobile: {pt_mob}\n')
    if c.get('ssn') and rng.random() < 0.35:
        n.f('{l}: {v}\n', l=c['ssn_label'], v=c['ssn'])
    n.f('{gp_word}: Dr {gp:full}, {practice} (tel {practice_phone})\n')
    mode = rng.choice(['face to face', 'telephone', 'telephone', 'video', 'face to face'])
    n.f('\nDate of assessment: {d_ssp}   Mode: ' + mode + '\n')
    n.f('Assessed by: {ssp:full}, {ssp_abbr}\n')
    if rng.random() < 0.25:
        lang = rng.choice(['Polish', 'Punjabi', 'Urdu', 'Cantonese', 'Vietnamese', 'Samoan', 'Tongan', 'Arabic',
                           'Somali', 'Portuguese', 'Greek', 'Spanish', 'Bengali'])
        if rng.random() < 0.6:
            n.f('Interpreter: ' + lang + ' interpreter {interp:full} ({interp_org}), booking ref {r}\n',
                r=(ids.accession(rng, 'order'), 'IDNUM'))
        else:
            n.f('Interpreter: declined professional interpreter; {fam2_rel} {fam2:first} interpreting (' + lang + ')\n')
    n.f('\nFIT result: {fit} (threshold {thr}) - sample dated {d_sample}, lab no. {sample}\n', fit=U.fit_text(c))
    if rng.random() < 0.3:
        n.f('Previous screening: FIT {d_prev:m} normal.\n')
    n.t('\nBowel symptoms: ' + rng.choice(PC.SYMPTOMS) + '.\n')
    n.t('Weight ' + str(rng.randint(48, 128)) + ' kg, height ' + str(rng.randint(148, 193)) + ' cm. ')
    n.t(rng.choice(['WHO PS 0.', 'WHO PS 1.', 'ECOG 1.', 'Rockwood CFS 3.', 'PS 0-1.']) + '\n')
    U.comorbid(n, c, rng.choice(['PMH', 'PMHx', 'Past medical history']))
    U.meds(n, c, rng.choice(['DHx', 'Medications', 'Current meds']))
    n.t('Allergies: ' + c['allergy'] + '\n')
    U.anticoag_plan(n, c)
    U.fhx(n, c)
    n.t('SHx: ')
    U.social(n, c)
    if rng.random() < 0.3:
        n.f('Born in {born}; moved here aged {a}.\n', a=(str(rng.randint(3, 40)), 'AGE'))
    n.t('\nConsent discussion: ')
    n.t(rng.choice([
        'explained colonoscopy, polypectomy, biopsy and tattoo. Risks discussed: perforation (approx 1 in 1,500, '
        'higher with polyp removal), bleeding (1 in 150 after polypectomy), missed lesions, reaction to sedation, '
        'incomplete procedure. Leaflet given.',
        'risks and benefits discussed incl. perforation, bleeding, missed pathology and possible need for CTC. '
        'Patient happy to proceed; written consent on the day.',
        'discussed colonoscopy vs CT colonography. Pt chose colonoscopy. Understands 1:1000 perforation risk and '
        'bleeding risk. Capacity not in doubt.']) + '\n')
    n.t('Sedation preference: ' + rng.choice(['midazolam + fentanyl', 'Entonox', 'no sedation', 'undecided',
                                              'propofol (MAC)' if c['cc'] in ('USA', 'CAN') else 'Entonox']) + '\n')
    if 'diabetes' in ' '.join(c['comorbid']):
        n.t('Diabetes: hypo advice given; omit metformin/gliclazide on prep day, check CBG 4-hourly.\n')
    n.t('Bowel prep: ' + c['prep'] + ' - low-residue diet for 2 days, clear fluids the day before.\n')
    egfr = rng.randint(38, 95)
    n.t('Bloods: eGFR %d, Hb %d g/L%s\n' % (egfr, rng.randint(96, 158), ' - Picolax avoided' if egfr < 50 else ''))
    n.t('\nPlan:\n')
    if rng.random() < 0.82:
        n.f('- Colonoscopy booked {d_colon:w} {t}, {centre}' + rng.choice([', {building}', ', Room {room}', '']) + '\n',
            t=U.tm(rng, 8, 14))
    else:
        n.f('- Not fit for colonoscopy (frailty / ' + rng.choice(['COPD', 'heart failure', 'mobility']) + '). '
            'CT colonography requested ({order}) for {d_ctc}.\n')
    n.t('- ')
    U.escort_line(n, c)
    if rng.random() < 0.3:
        n.f('- Parking permit for car reg {plate}; drop-off at {building} entrance.\n')
    if rng.random() < 0.25:
        n.f('- Transport booked with {transport_org} (ref {r})\n', r=(ids.accession(rng, 'order'), 'IDNUM'))
    if rng.random() < 0.3:
        n.f('- Prep pack posted to {addr:inline}\n')
    n.f('- Results: {ssp_abbr} to phone on {pt_mob} once histology available.\n')
    n.t('\n')
    U.sign(n, c, 'ssp', c['ssp_title'] + ', ' + rng.choice(['Endoscopy', 'Screening Centre', 'Bowel Screening Service']),
           date=c['d_ssp'])


def results_call(n, c):
    rng = n.rng
    n.t(rng.choice(['TELEPHONE CONTACT - RESULTS\n', 'Results telephone call\n', 'Telephone encounter: histology results\n']))
    n.f('{centre}\n')
    n.f('Date: {d_call}  Time: {t}  Call ref: {r}\n', t=U.tm(rng, 9, 17), r=(ids.accession(rng, 'call'), 'IDNUM'))
    n.f('Caller: {ssp:full} ({ssp_abbr})   Called: patient on ' + rng.choice(['{pt_mob}', '{pt_phone}']) + '\n')
    n.f('Patient: {pt:lf}  {l} {v}\n', l=c['nid_label'], v=c['nid'])
    n.t('\nIdentity check: ')
    if rng.random() < 0.35:
        n.f('full name, DOB {dob} and postcode {addr:zip} confirmed; voice biometric match (VoiceID ref {bio}).\n')
    else:
        n.f('name, date of birth ({dob}) and first line of address ({addr:street}) confirmed.\n')
    oc = c['outcome']
    talk = rng.random() < 0.55
    if talk:
        n.t('\nSummary of conversation:\n')
        n.f('{ssp:first}: Hello, is that {pt_title} {pt:last}? It is {ssp:first} from the bowel screening team at '
            '{centre}.\n')
        n.f('Pt: Yes, speaking. I was hoping you would ring, I have been worrying since {d_colon:dm}.\n')
        if rng.random() < 0.4:
            n.f('Pt: My {fam2_rel} {fam2:first} is here too, can I put you on speaker?\n{ssp:first}: Of course, if you are '
                'happy for {fam2:first} to hear your results.\n')
        if oc in ('low', 'high', 'lnpcp'):
            n.f('{ssp:first}: The polyps Dr {endo:last} removed have come back as ' + c['polyps'][0]['histo'] +
                '. There was no cancer in them.\n')
        elif oc == 'cancer':
            n.f('{ssp:first}: I am afraid the biopsies show a cancer. Dr {endo:last} would like to see you in clinic '
                'on {d_mdt:w} to talk it through properly.\n')
        else:
            n.f('{ssp:first}: Good news - the biopsies Dr {endo:last} took were normal.\n')
        n.t('Pt: ' + rng.choice({'cancer': ['Will I need an operation?', 'Right. Okay.', 'Is it serious?'],
                                 'normal': ['Thank God for that.', 'Do I need another one?', 'Right. Okay.']}.get(
            oc, ['Thank God for that.', 'So what happens now?', 'Do I need another one?'])) + '\n')
    else:
        n.t('\nResults discussed: ')
        if c['polyps']:
            n.f('histology ({accession}) - ' + '; '.join(p['histo'] for p in c['polyps'][:3]) + '.\n')
        else:
            n.t('biopsies normal; no polyps.\n')
    if rng.random() < 0.5:
        n.f('\nDocuments reviewed before call: colonoscopy report {d_colon}; histology {accession} (Dr {path:full}); '
            'MDT outcome {d_mdt}.\n')
    n.t('\nPlan agreed: ')
    if oc == 'cancer':
        n.f('urgent clinic with {surgeon_t} {surgeon:full} at {other_hosp}; staging CT {d_ctc}. CNS contact {unit_phone}.\n',
            surgeon_t=c['surgeon'].title)
    elif oc in ('high', 'lnpcp'):
        n.f('surveillance colonoscopy due {d_surv:m}. Letter to follow.\n')
    else:
        n.f('return to routine screening; next kit expected around {d_surv:y}.\n')
    if rng.random() < 0.3:
        n.f('Pt asked about {his} {fam3_rel} ({fam3:full}, aged {a}) being screened - advised to speak to own GP.\n',
            a=(str(rng.randint(40, 70)), 'AGE'))
    if oc == 'cancer' and rng.random() < 0.6:
        n.f('Signposted to {charity} and the local cancer support line; CNS leaflet posted.\n')
    if rng.random() < 0.25:
        n.f('Pt asked whether {he} can still travel to {travel} next month - advised to discuss after clinic.\n')
    n.t('Safety-netting: ' + rng.choice(['contact the unit or ED if PR bleeding, severe abdominal pain or fever.',
                                         'advised to report new bleeding, pain or change in bowel habit to GP.',
                                         'given direct line for questions.']) + '\n')
    n.f('Pt verbalised understanding. Letter to {addr:inline}; copy to Dr {gp:full} ({practice}).\n')
    n.t('Duration ' + str(rng.randint(6, 25)) + ' min.\n\n')
    n.f('{ssp:full}, {ssp_abbr}\n')
    if rng.random() < 0.6:
        n.f('Logged by user {u} at {t}' + rng.choice(['\n', ' from workstation {ip}\n']),
            u=(c['ssp'].uname, 'USERNAME'), t=U.tm(rng, 9, 18))


def helpline_log(n, c):
    rng = n.rng
    n.f('{hub} - HELPLINE / KIT REQUEST LOG\n')
    n.f('Helpline {hub_free} | {hub_email}\n')
    n.f('Subject: {pt:upper}  DOB {dob}  {l} {v}\n', l=c['nid_label'], v=c['nid'])
    n.f('Address on file: {addr:inline}\nPhone: {pt_phone}' + rng.choice(['  Mobile: {pt_mob}\n', '\n']))
    n.f('Registered {gp_word}: Dr {gp:full}, {practice}\n')
    n.t('-' * 60 + '\n')
    d = c['d_invite']
    entries = rng.randint(4, 7)
    agents = [c['admin'], c['pharm'], c['interp']]
    for i in range(entries):
        ag = rng.choice(agents)
        d = U.dplus(d, rng.randint(1, 20))
        n.f('{d}  {t}  agent: {u}\n', d=d, t=U.tm(rng), u=(ag.uname, 'USERNAME'))
        kind = rng.choice(['kit', 'address', 'optout', 'online', 'result', 'proxy', 'complaint', 'kit', 'online',
                           'emigrate', 'occhealth', 'lang'])
        if kind == 'kit':
            n.f('  Inbound call from pt ({pt_mob}). Kit lost/not received. ID verified (DOB, postcode {addr:zip}). '
                'Replacement kit {k} issued.\n', k=(ids.kit_serial(rng), 'DEVICE'))
        elif kind == 'address':
            new, _a = make_address(rng, c['cc'])
            n.f('  Change of address. Old: {addr:inline}. New: {new:inline}. Updated on system; {gp_word} practice '
                '({practice}) to be notified.\n', new=new)
        elif kind == 'emigrate':
            n.f('  Pt called: moving to {travel} permanently on {d2}. Advised to ' + rng.choice([
                'complete current kit before leaving.', 'contact us on return.', 'request cease form.']) + '\n',
                d2=U.dplus(d, rng.randint(10, 60)))
        elif kind == 'occhealth':
            n.f('  Call from occupational health at {employer} asking if pt ({occ}) is fit for night shifts after '
                'colonoscopy. No consent to share - declined; pt informed.\n')
        elif kind == 'lang':
            n.f('  Pt requested kit instructions in ' + rng.choice(['Polish', 'Punjabi', 'Arabic', 'Samoan', 'Tongan',
                                                                  'Vietnamese', 'Somali', 'Portuguese']) +
                '; {interp_org} telephone interpreter used (ref {r}).\n', r=(ids.accession(rng, 'order'), 'IDNUM'))
        elif kind == 'optout':
            n.f('  Pt asked about opting out after seeing "{prog}" leaflet; ' + rng.choice([
                'decided to continue after discussion.', 'disclaimer form posted.', 'wants to think about it.']) + '\n')
        elif kind == 'online':
            n.f('  Online kit request via {hub_url} (session IP {ip}, email {pt_email}). Auto-approved.\n',
                ip=(ids.ipaddr(rng), 'IPADDR'))
        elif kind == 'result':
            n.f('  Pt chasing result for kit {kit}. Lab no. {sample}: result issued {d_result}; letter re-sent.\n')
        elif kind == 'proxy':
            n.f('  Call from {fam2_rel} {fam2:full} ({fam_phone}) on behalf of pt. ')
            if rng.random() < 0.3:
                n.f('Caller verified by voiceprint ({bio}). ')
            n.t('No consent on file to discuss; general info only. Asked pt to call back.\n')
        else:
            n.f('  Complaint: letter addressed to previous occupant at {addr:street}. Apologised; escalated to '
                'supervisor {director:fl}.\n')
    n.t('-' * 60 + '\n')
    if rng.random() < 0.5:
        n.f('Current status: kit {kit} dispatched {dk}; awaiting return.\n', dk=U.dplus(d, 1))
    else:
        n.f('Current status: kit returned {dr}; result ' + rng.choice(['normal', 'abnormal - SSP appointment booked',
                                                                           'spoilt - new kit sent']) + '.\n', dr=U.dplus(d, rng.randint(3, 12)))
    if rng.random() < 0.4:
        n.f('Preferred contact: email {pt_email} / text {pt_mob}\n')
    if rng.random() < 0.3:
        n.f('Note: pt uses {transport_org} for appointments; hearing impaired - use text relay.\n')
