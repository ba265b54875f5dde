"""Per-note context: the patient, dates, contacts and common sites, as template values."""
import datetime as dt

import ents as E
import ids as I
import sites as S
import pools_places as PP
from clin import Clin
from core import pick, chance

KIN_REL = [('wife', 'F', 14), ('husband', 'M', 10), ('partner', None, 6), ('daughter', 'F', 12), ('son', 'M', 10),
           ('sister', 'F', 4), ('brother', 'M', 4), ('niece', 'F', 2), ('mother', 'F', 3), ('friend', None, 2),
           ('neighbour', None, 2), ('carer', None, 2)]


def _weighted_rel(rng):
    from core import wchoice
    return wchoice(rng, [((r, s), w) for r, s, w in KIN_REL])


def fam_person(rng, c, pt, rel, sex):
    shared = rel in ('wife', 'husband', 'daughter', 'son', 'sister', 'brother', 'mother') and chance(rng, 0.6)
    return E.make_person(rng, c, 'FAMILY', sex=sex, last=pt.last if shared else None,
                         origin=pt.origin if chance(rng, 0.8) else None)


LOWER_ONLY = ('gait_assessment_report', 'wheelchair_seating_assessment', 'inpatient_rehab_physio',
              'ot_home_visit_report', 'pre_amputation_counselling')


def build(rng, c, genre):
    x = {'C': c, 'genre': genre}
    ds = pick(rng, E.DATE_STYLES[c])
    x['ds'] = ds
    d0 = E.rand_date(rng, dt.date(2019, 1, 7), dt.date(2025, 6, 27))
    x['d0date'] = d0
    x['yy'] = d0.year % 100
    x['D'] = lambda d, style=None: (E.fmt_date(d, style or ds), 'DATE')
    x['d0'] = x['D'](d0)

    cl = Clin(rng, c, lower_only=genre in LOWER_ONLY)
    x['cl'] = cl
    trauma = not any(k in cl.cause for k in ('arterial', 'ischaemia', 'diabetic', 'Charcot', 'trash'))
    age_lo, age_hi = (19, 68) if trauma else (48, 93)
    age = rng.randint(age_lo, age_hi)
    dob = E.add_days(d0, -int(age * 365.25) - rng.randint(0, 364))
    x['dobdate'] = dob
    x['dob'] = x['D'](dob)
    x['age'] = (str(E.age_on(dob, d0)), 'AGE')
    x['agen'] = E.age_on(dob, d0)
    x['retired'] = x['agen'] >= 67
    if x['agen'] < 45:
        cl.young(rng)

    pt = E.make_person(rng, c, 'PATIENT')
    x['pt'] = pt
    x['pt_full'], x['pt_fml'], x['pt_first'], x['pt_last'] = pt.full(), pt.fml(), pt.f(), pt.l()
    x['pt_lf'], x['pt_LF'], x['pt_init'], x['pt_short'] = pt.lf(), pt.lf(True), pt.init(), pt.short()
    x['pt_nick'] = pt.nick()
    x['pt_t'] = pt.title
    x['he'], x['his'], x['him'] = pt.he, pt.his, pt.him
    x['He'], x['His'] = pt.he.capitalize(), pt.his.capitalize()
    x['mf'] = pt.sex
    x['man'] = 'man' if pt.sex == 'M' else 'woman'
    x['gent'] = 'gentleman' if pt.sex == 'M' else 'lady'

    lab, val = I.mrn(rng, c)
    x['mrn_l'], x['mrn'] = lab, (val, 'MRN')
    lab, val = I.healthplan(rng, c)
    x['hp_l'], x['hp'] = lab, (val, 'HEALTHPLAN')
    lab, val = I.ssn(rng, c)
    x['ssn_l'], x['ssn'] = lab, (val, 'SSN')

    a = E.Address(rng, c)
    x['addr'] = a
    x['addr1'] = a.pieces(rng)
    x['addrm'] = a.pieces(rng, multiline=True)
    x['street'], x['city'], x['zip'] = (a.street, 'STREET'), (a.city, 'CITY'), (a.zip, 'ZIP')
    x['state'] = (a.state, 'STATE') if a.state else None
    x['townp'] = a.town_pieces()
    x['tel'] = (E.phone(rng, c), 'PHONE')
    x['mob'] = (E.phone(rng, c, mobile=True) if c in ('UK', 'AU', 'NZ', 'IE') else E.phone(rng, c), 'PHONE')
    x['email'] = (E.email_person(rng, pt), 'EMAIL')

    x['prof'] = (pick(rng, PP.PROFESSIONS), 'PROFESSION')
    x['employer'] = (S.employer(rng, c, pick(rng, ['Hartley', 'Dunn', 'Okoro', 'Marsh', 'Fenwick', 'Kaur', 'Byrne', 'Lowe', 'Price', 'Tully'])), 'ORGANIZATION')

    rel, sex = _weighted_rel(rng)
    if rel == 'wife' and pt.sex == 'F' and chance(rng, 0.85):
        rel, sex = 'husband', 'M'
    elif rel == 'husband' and pt.sex == 'M' and chance(rng, 0.85):
        rel, sex = 'wife', 'F'
    kin = fam_person(rng, c, pt, rel, sex)
    x['kin'], x['kin_rel'] = kin, rel
    x['kin_full'], x['kin_first'], x['kin_t'], x['kin_l'] = kin.full(), kin.f(), kin.title, kin.l()
    x['kin_tel'] = (E.phone(rng, c, mobile=True) if c in ('UK', 'AU', 'NZ', 'IE') else E.phone(rng, c), 'PHONE')

    gp = S.staff(rng, c, 'gp', avoid=(pt.last,))
    x['gp'] = gp
    x['gp_full'], x['gp_l'] = gp.full(), gp.l()
    x['gp_site'] = (S.site(rng, c, 'gp'), 'HOSPITAL')
    ga = E.Address(rng, c, town=a.town if chance(rng, 0.7) else None, inst=True)
    x['gp_addr'] = ga.pieces(rng)
    x['gp_addrm'] = ga.pieces(rng, multiline=True)
    x['gp_tel'] = (E.phone(rng, c), 'PHONE')
    x['gp_fax'] = (E.phone(rng, c), 'FAX')

    lc = S.site(rng, c, 'limb')
    x['lc_name'] = lc
    x['lc'] = (lc, 'HOSPITAL')
    la = E.Address(rng, c, inst=True)
    x['lc_town'] = la
    x['lc_addr'] = la.pieces(rng)
    x['lc_addrm'] = la.pieces(rng, multiline=True)
    x['lc_tel'] = (E.phone(rng, c), 'PHONE')
    x['lc_telx'] = (E.with_ext(rng, E.phone(rng, c)), 'PHONE')
    x['lc_fax'] = (E.phone(rng, c), 'FAX')
    x['lc_email'] = (E.email_generic(rng, lc, pick(rng, ['limbcentre', 'prosthetics', 'amputee.rehab', 'referrals', 'admin'])), 'EMAIL')
    x['lc_url'] = (E.url_site(rng, lc), 'URL')
    x['acute'] = (S.site(rng, c, 'acute'), 'HOSPITAL')
    x['rehab'] = (S.site(rng, c, 'rehab'), 'HOSPITAL')
    x['ward'] = (S.ward(rng, c), 'HOSPITAL')
    x['bed'] = (pick(rng, [str(rng.randint(1, 32)), '%d%s' % (rng.randint(1, 30), pick(rng, 'ABCD'))]), 'LOCATION_OTHER')
    x['bay'] = (str(rng.randint(1, 6)), 'LOCATION_OTHER')
    x['room'] = (pick(rng, [str(rng.randint(100, 640)), '%d%s' % (rng.randint(1, 40), pick(rng, 'ABC'))]), 'LOCATION_OTHER')

    # amputation date depends on the genre
    if genre == 'pre_amputation_counselling':
        damp = E.add_days(d0, rng.randint(2, 21))
    elif genre in ('inpatient_rehab_physio', 'mdt_meeting_record', 'wheelchair_seating_assessment', 'ot_home_visit_report'):
        damp = E.add_days(d0, -rng.randint(6, 60))
    elif genre == 'prosthetic_funding_request':
        damp = E.add_days(d0, -rng.randint(400, 7000))
    elif genre == 'peer_support_contact_log':
        damp = E.add_days(d0, -rng.randint(5, 500))
    elif genre in ('prosthesis_repair_job_sheet', 'driving_adaptation_referral'):
        damp = E.add_days(d0, -rng.randint(60, 9000))
    else:
        damp = E.add_days(d0, -rng.randint(30, 2500))
    if damp <= dob:
        damp = E.add_days(dob, 365 * 18)
    x['dampdate'] = damp
    x['d_amp'] = x['D'](damp)
    x['amp_year'] = (str(damp.year), 'DATE')
    x['amp_my'] = (E.month_year(damp, short=chance(rng, 0.4)), 'DATE')
    x['amp_age'] = (str(E.age_on(dob, damp)), 'AGE')
    x['country_born'] = (pick(rng, PP.COUNTRIES_ABROAD), 'COUNTRY')
    return x


def later(x, lo, hi, rng, style=None):
    d = E.add_days(x['d0date'], rng.randint(lo, hi))
    return x['D'](d, style)


def later_d(x, lo, hi, rng):
    return E.add_days(x['d0date'], rng.randint(lo, hi))
