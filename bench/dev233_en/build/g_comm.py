"""Own genres: telehealth visit / patient portal message thread; nursing shift note / handover."""
import phi
import pools as P
from case import dt, addr
from clin import header, sign, time_str, vitals

PLATFORMS = ['https://telehealth.{s}.example.org/visit/{k}', 'https://vv.example.net/join/{k}',
             'https://{s}.example.com/virtualcare?room={k}', 'meet.example.test/{s}-{k}']


def _url(r, c):
    t = r.choice(PLATFORMS)
    return t.replace('{s}', phi.slug(c.hosp_short)[:10]).replace('{k}', phi.digits(r, 6))


def _msg_sci(r, c, doc_first, fam_first):
    subj = ['red spot on my bum', 'cath question', 'spasms worse', 'bowel program not working', 'headache and sweating']
    k = r.randrange(5)
    return subj[k], [
        ['hi ', doc_first, ' its me again. there is a red spot on my right butt cheek about the size of a quarter, it doesnt go away after i lay down for an hour. ',
         fam_first, ' took a picture, should i send it?'],
        ['Hello, I have been cathing every 4 hrs but getting 600-700 mL in the morning. Also leaking a bit. Do I need to change the oxybutynin? ',
         'I am out of the 14 Fr ones, the supply co sent 12 Fr by mistake.'],
        ['my spasms are way worse since ', ('DATE', phi.fmt_date(phi.add_days(c.date, -r.randint(1, 6)), 'weekday')),
         ', legs kicking off the footplate. no fever. urine looks cloudy. ', fam_first, ' thinks i should go to the ER?'],
        ['Bowel routine taking 2 hours now and sometimes nothing. Tried extra senna. Any ideas before my appt on ',
         ('DATE', phi.fmt_date(phi.add_days(c.date, r.randint(5, 30)), r.choice(['md', 'mon_d', 'month_d']))), '?'],
        ['had a pounding headache and sweating at work today, BP was 172/98 on my cuff. sat up and emptied bladder and it went down. ',
         'is that the AD thing you talked about?'],
    ][k]


def _msg_amp(r, c, doc_first, fam_first):
    subj = ['stump is red', 'knee beeping', 'phantom pain at night', 'blister on my leg', 'can i shower with the leg']
    k = r.randrange(5)
    return subj[k], [
        ['Hi ', doc_first, ', the front of my stump is red after walking at the mall on ',
         ('DATE', phi.fmt_date(phi.add_days(c.date, -r.randint(1, 5)), r.choice(['weekday', 'md']))),
         '. It goes away after about an hour. Im using 5 ply socks now, used to be 3.'],
        ['the knee started beeping 3 times and went stiff, ', fam_first, ' says the battery light is orange. ',
         'i charged it overnight. should i bring it in?'],
        ['Phantom pain is terrible at night, like an electric shock in my heel. The gabapentin makes me dizzy. ',
         'Can we try something else?'],
        ['blister on the back of my leg near the brim, popped it (sorry). its weeping a little. ',
         'can i still wear the leg tomorrow for my grandsons game?'],
        ['Can I shower with the prosthesis? ', fam_first, ' said the prosthetist told me no but I forgot.'],
    ][k]


REPLIES = ['Thanks for the message. Please stay off the area completely (no sitting on it) and send a photo through the portal today. We will call you.',
           'Please do not wear the prosthesis until we see the area. If redness spreads or you get a fever, go to urgent care.',
           'This sounds like it could be autonomic dysreflexia. If it happens again and BP stays above 150 after emptying your bladder, call 911.',
           'I spoke with the doctor - we will increase the dose as discussed and see you at your next visit.',
           'Nurse will call you this afternoon to review. Keep a log of volumes until then.']


def telehealth(n, c):
    r = c.r
    pt = c.pt
    doc = c.staff[r.choice(['physiatrist', 'np', 'physiatrist'])]
    if r.random() < 0.5:
        header(n, c, r.choice(['Telehealth Video Visit', 'Virtual Care Visit - Video', 'Telemedicine Follow-up (Video)']))
        n.ln('Platform link: {u}', u=('URL', _url(r, c)))
        n.ln('Session ID: {s}', s=('IDNUM', phi.idnum(r, 'ref')))
        n.ln('Patient location: home, {ci}, {st}. Provider location: {h}.', ci=('CITY', c.city), st=('STATE', c.st), h=('HOSPITAL', c.hosp))
        n.f('Connection: patient device {d}, IP {ip}; ', d=r.choice(['iPad', 'Android phone', 'laptop', 'desktop']), ip=('IPADDR', phi.ip_private(r)))
        n.plain(r.choice(['audio/video adequate', 'video froze twice, completed by phone', 'good quality']))
        if r.random() < 0.5:
            n.f('; {rel} {f} held the camera', rel=c.rel, f=c.fam.name(r, r.choice(['first', 'full'])))
        n.plain('.\n')
        n.f('Identity verified with name and DOB ({d})', d=dt(c, c.dob))
        if r.random() < 0.35:
            n.f('; voice biometric match, ID {b}', b=('BIOID', c.bio))
        n.plain('. Verbal consent for virtual care obtained.\n\n')
        if c.kind == 'sci':
            n.ln('HPI: {x}', x=r.choice(['Follow-up of %s AIS %s SCI. Reports 2 UTIs since last visit, spasms controlled.' % (c.level, c.ais),
                                           'Skin check of R ischial area - photo reviewed (uploaded via portal), stage 2, 1 x 0.8 cm.',
                                           'Medication review; baclofen 20 TID causing daytime drowsiness.',
                                           'AD episodes 2x this month with bowel care, BP up to 180s.']))
        else:
            n.ln('HPI: {x}', x=r.choice(['Residual limb check on camera: small abrasion at patellar tendon bar, no drainage.',
                                           'Phantom pain 6/10 nightly, interfering with sleep.',
                                           'Wearing prosthesis 10 h/day, walking community distances with cane.',
                                           'Volume loss - now 7 ply socks, needs new socket.']))
        n.ln('Observed: {x}', x=r.choice(['transfer w/c to bed with slide board, independent' if c.kind == 'sci' else
                                            'gait 20 ft in hallway with cane, mild lateral lean',
                                            'skin inspection limited by lighting', 'no acute distress, speaking full sentences']))
        n.ln('A/P: {x}', x=r.choice(['continue plan; repeat UA/culture',
                                       'increase gabapentin to 600 mg TID; review in 4 wk', 'refer back to prosthetist for socket check',
                                       'offload, wound clinic in-person visit next week']))
        n.ln('Lab order #{o} sent to {ph}.', o=('IDNUM', phi.idnum(r, 'order')), ph=('HOSPITAL', c.pharmacy if r.random() < 0.3 else c.clinic))
        n.ln('Total time {m} min.', m=str(r.randint(15, 40)))
        sign(n, c, 'physiatrist', style=r.choice([0, 3, 5]))
        if r.random() < 0.5:
            n.ln('Audit: note created by user {u} from workstation {ip}', u=('USERNAME', phi.username_for(r, doc.first, doc.last)),
                 ip=('IPADDR', phi.ip_private(r)))
        return
    # message thread
    n.ln(r.choice(['PATIENT PORTAL MESSAGE THREAD', 'Secure Messaging - Patient Conversation', 'Portal Messages (printed)']))
    n.ln('Conversation ID {k}   Patient: {nm}   MRN {m}', k=('IDNUM', phi.idnum(r, 'ref')), nm=pt.name(r, r.choice(['LASTFIRST', 'full'])),
         m=('MRN', c.mrn))
    n.ln()
    d0 = c.date
    df = (doc.typ, doc.first.lower()) if r.random() < 0.5 else ['dr ', (doc.typ, doc.last.lower())]
    ff = ('FAMILY', c.fam.first) if r.random() < 0.7 else 'my ' + c.rel
    subj, body = _msg_sci(r, c, df, ff) if c.kind == 'sci' else _msg_amp(r, c, df, ff)
    n.ln('From: {u} <{e}>', u=('USERNAME', c.user), e=('EMAIL', c.email))
    n.ln('To: {t}', t=r.choice([doc.doc(r, r.choice(['dr', 'drfull'])), 'SCI Clinic Nurse Pool' if c.kind == 'sci' else 'Amputee Clinic Pool']))
    n.ln('Sent: {d} {t}   (IP {ip})', d=dt(c, d0), t=time_str(r), ip=('IPADDR', phi.ip_private(r)))
    n.ln('Subject: {s}', s=subj if r.random() < 0.6 else subj.upper())
    n.ln()
    n.add(body)
    n.plain('\n')
    if r.random() < 0.5:
        n.f('- {nm}\n', nm=pt.name(r, r.choice(['first', 'nick', 'initials'])))
    if r.random() < 0.3:
        n.f('sent from my phone {ph}\n', ph=('PHONE', c.cell))
    n.ln()
    rn = c.staff['rn']
    t2 = phi.add_days(d0, r.choice([0, 0, 1]))
    n.ln('Reply from: {nm}   {d} {t}', nm=rn.doc(r, r.choice(['fullcred', 'firstcred'])), d=dt(c, t2), t=time_str(r))
    n.ln('{x}', x=r.choice(REPLIES))
    if r.random() < 0.5:
        n.ln('You can also reach the clinic at {ph} (Mon-Fri 8-4) or after hours {ph2}.', ph=('PHONE', phi.phone_str(r, c.area)),
             ph2=('PHONE', phi.phone_str(r, c.area)))
    if r.random() < 0.6:
        n.ln()
        n.ln('From: {u}   {d} {t}', u=('USERNAME', c.user), d=dt(c, t2, r.choice(['short', 'md'])), t=time_str(r))
        n.ln('{x}', x=r.choice(['ok thank you', 'Thanks, photo uploaded.', ['will do. ', ('FAMILY', c.fam.first.lower()), ' says thanks too'],
                                 'Called back, no answer. Will try tmrw.']))
    n.ln()
    n.ln('Encounter closed by {u} on {d}. Telephone encounter {a} created.', u=('USERNAME', phi.username_for(r, rn.first, rn.last)),
         d=dt(c, phi.add_days(t2, 1)), a=('ACCOUNT', phi.account(r)))


SHIFT_ITEMS_SCI = ['CIC q4h: {a}/{b}/{cc} mL clear yellow.', 'Turned q2h, skin intact, heels floated.',
                   'BM with AM bowel routine, Bristol 4, no accident.', 'Baclofen given 2200, spasms decreased.',
                   'BP 92/54 on sitting up, abd binder applied, asymptomatic.', 'Hoyer lift x2 staff to commode.',
                   'AD episode {t}: HA, BP 176/98 -> bladder scan 820 mL, cathed, BP 122/70 in 10 min.',
                   'Braden 14. Morse 45.', 'Refused 0200 turn, educated; turned at 0300.', 'Pain 3/10 burning legs, gabapentin given.']
SHIFT_ITEMS_AMP = ['Residual limb dressing CDI, shrinker on.', 'BG {a} at HS, {b} fasting.', 'Phantom pain 7/10, PRN given with effect.',
                   'Up to commode with RW + 1 assist, no LOB.', 'Heel protector R foot, skin intact.', 'Morse 55 - bed alarm on.',
                   'Slept well after 0100.', 'Limb in extension board while in w/c.', 'Refused enoxaparin, MD aware.']


def nursing(n, c):
    r = c.r
    pt = c.pt
    rn = c.staff['rn']
    items = SHIFT_ITEMS_SCI if c.kind == 'sci' else SHIFT_ITEMS_AMP
    st = r.randrange(3)
    if st == 0:
        n.ln('NURSING SHIFT NOTE {d} {s}', d=dt(c, c.date, r.choice(['md', 'mdy_s', 'iso'])), s=r.choice(['0700-1900', '1900-0700', 'nights', 'days']))
        n.ln('{u} Rm {rm} Bed {b} - {nm}', u=('HOSPITAL', c.unit), rm=('LOCATION_OTHER', c.room), b=('LOCATION_OTHER', c.bed),
             nm=pt.name(r, r.choice(['LASTFIRST', 'initials', 'title', 'full'])))
        n.ln('S: {x}', x=r.choice(['Pt c/o spasms and poor sleep.', 'No complaints.', 'Pt anxious re: DC.', 'Pt requests to sleep in.']))
        n.ln('B: {x}', x='%s AIS %s SCI, HD %d' % (c.level, c.ais, r.randint(3, 60)) if c.kind == 'sci' else
             '%s %s POD %d' % (c.side[0].upper(), c.amp[2], r.randint(2, 30)))
        n.ln('A: {v}', v=vitals(r, c.kind == 'sci' and c.tetra, r.choice([0, 3])))
        for it in r.sample(items, r.randint(3, 5)):
            n.ln('   ' + it, a=str(r.randint(250, 500)), b=str(r.randint(90, 250)), cc=str(r.randint(200, 550)), t=time_str(r))
        n.f('R: {x}', x=r.choice(['continue plan of care', 'monitor BP q1h x4', 'day team to f/u with MD re: spasms', 'reinforce turning schedule']))
        if r.random() < 0.5:
            rel, fp, fa, fpr = c.family[r.randrange(len(c.family))]
            n.f('. {R} {f} called at {t}, updated', R=rel.capitalize(), f=fp.name(r, r.choice(['first', 'full'])), t=time_str(r))
            if r.random() < 0.5:
                n.f(' (cb {ph})', ph=('PHONE', phi.phone_str(r, c.area)))
        n.plain('.\n')
        n.ln('{s}', s=rn.doc(r, r.choice(['fullcred', 'firstcred', 'initcred'])))
    elif st == 1:
        n.ln('{d}  {nm}  Rm {rm}', d=dt(c, c.date, r.choice(['full', 'wd_md', 'mdy_s'])), nm=pt.name(r, r.choice(['initials', 'LASTFIRST', 'last'])),
             rm=('LOCATION_OTHER', c.room))
        k = r.randint(4, 8)
        start = r.choice([7, 19])
        hrs = sorted(r.sample(range(0, 12), k))
        its = r.sample(items, min(k, len(items)))
        while len(its) < k:
            its.append(r.choice(items))
        for h, it in zip(hrs, its):
            tm = '%02d%02d' % ((start + h) % 24, r.choice([0, 0, 15, 30, 45]))
            n.ln(tm + ' ' + it, a=str(r.randint(250, 500)), b=str(r.randint(90, 250)), cc=str(r.randint(200, 550)), t=time_str(r))
        n.ln('-- {i} RN', i=(rn.typ, (rn.first[0] + rn.last[0]).upper()))
    else:
        n.ln('HANDOVER - {u} - {d}', u=('HOSPITAL', c.unit), d=dt(c, c.date, r.choice(['md', 'mon_d', 'wd_abbr'])))
        n.ln('{rm}-{b}  {nm}  {a}{s}  {m}{dx}', rm=('LOCATION_OTHER', c.room), b=('LOCATION_OTHER', c.bed), nm=pt.name(r, r.choice(['last', 'LASTFIRST', 'finit'])),
             a=('AGE', str(c.age)), s=c.sex, m=[('MRN', c.mrn), '  '] if r.random() < 0.5 else '',
             dx=('%s %s' % (c.level, c.ais)) if c.kind == 'sci' else c.amp[1])
        n.ln('  Code: {x}. Allergies: {y}.', x=r.choice(['full', 'DNR']), y=r.choice(['NKDA', 'PCN', 'latex']))
        n.ln('  Dr {d} / RN {rn}', d=(c.staff['physiatrist'].typ, c.staff['physiatrist'].last), rn=rn.doc(r, 'first'))
        for it in r.sample(items, r.randint(2, 4)):
            n.ln('  - ' + it, a=str(r.randint(250, 500)), b=str(r.randint(90, 250)), cc=str(r.randint(200, 550)), t=time_str(r))
        n.ln('  Plan: {x}', x=r.choice(['DC planning mtg with ' + c.rel + ' tmrw', 'UDS in AM, NPO not needed',
                                        ['casting ', dt(c, phi.add_days(c.date, r.randint(1, 5)), r.choice(['wd3', 'weekday']))],
                                        'pass home this wknd']))
        if r.random() < 0.4:
            n.ln('  Contact: {f} ({rel}) {ph}', f=c.fam.name(r, 'full'), rel=c.rel, ph=('PHONE', phi.phone_str(r, c.area)))
