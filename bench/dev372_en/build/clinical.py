"""Clinical content for alcohol care and liver notes: drinking, labs, scores, meds,
and hard negatives (eponyms, scores, drug and device names, codes, units)."""
from core import chance, lines


def drinks(rng, c):
    """Return (description, amount per day, unit word)."""
    g = c.L.group
    if g in ('uk', 'ire'):
        opts = [
            ('%d x 500ml cans of strong lager (9%%)', 4.5), ('%d x 440ml cans of lager', 2.2),
            ('%d L of white cider (7.5%%)', 7.5), ('%d bottles of wine', 10.0), ('%d pints of beer', 2.3),
            ('%d x 70cl bottle of vodka', 26.0), ('%d x 1L vodka', 37.5)]
        if c.cc == 'ire':
            opts += [('%d naggins of vodka', 7.0), ('%d pints of stout', 2.3)]
        if c.cc == 'sco':
            opts += [('%d bottles of fortified wine', 11.3), ('%d x 1L cider', 5.0)]
    elif g in ('aus', 'nzl'):
        opts = [('%d x 375ml full-strength stubbies', 1.4), ('%d L of cask wine', 10.0),
                ('%d x RTD cans (7%%)', 1.9), ('%d x 700ml bottle of bourbon', 22.0),
                ('%d x 750ml bottles of wine', 7.5), ('%d x 330ml bottles of beer', 1.3)]
    else:
        opts = [('%d fifth(s) of vodka', 17.0), ('%d x 40oz malt liquor', 4.5), ('%d tallboys', 1.8),
                ('%d beers', 1.0), ('%d bottles of wine', 5.0), ('%d pints of whiskey', 10.0)]
        if c.cc == 'can':
            opts += [('%d mickey(s) of rye', 8.0), ('%d x 26oz vodka', 17.0)]
    fmt, per = rng.choice(opts)
    k = 1 if per >= 7 else rng.randint(3, 12) if per < 3 else rng.randint(1, 4)
    amount = int(round(k * per))
    desc = fmt % k
    if k == 1:
        for a, b in (('bottles', 'bottle'), ('cans', 'can'), ('pints', 'pint'), ('naggins', 'naggin'),
                     ('stubbies', 'stubby'), ('tallboys', 'tallboy'), ('beers', 'beer'), ('(s)', '')):
            desc = desc.replace(a, b)
    else:
        desc = desc.replace('mickey(s)', 'mickeys').replace('fifth(s)', 'fifths')
    return desc, max(amount, 3), c.L.units_word()


def labs(rng, c, short=False):
    us = c.L.us
    items = [
        'GGT %d' % rng.randint(45, 1450), 'ALT %d' % rng.randint(18, 160), 'AST %d' % rng.randint(30, 320),
        ('Bili %.1f mg/dL' % (rng.randint(4, 60) / 10.0)) if us else 'Bili %d' % rng.randint(6, 110),
        'ALP %d' % rng.randint(60, 280),
        ('Alb %.1f' % (rng.randint(22, 45) / 10.0)) if c.L.nam else 'Alb %d' % rng.randint(22, 45),
        'INR %.1f' % (rng.randint(9, 26) / 10.0), 'Plt %d' % rng.randint(48, 380),
        'MCV %d' % rng.randint(86, 112), 'Na %d' % rng.randint(121, 142),
        'K %.1f' % (rng.randint(26, 51) / 10.0), 'Mg %.2f' % (rng.randint(42, 98) / 100.0),
        'PO4 %.2f' % (rng.randint(38, 140) / 100.0), 'Glu %.1f' % (rng.randint(38, 110) / 10.0)]
    k = 5 if short else rng.randint(7, len(items))
    chosen = [items[i] for i in sorted(rng.sample(range(len(items)), k))]
    return rng.choice([', ', '  ', ' / ']).join(chosen)


HARDNEG = lines(
    "No signs of Wernicke's encephalopathy (no ataxia, ophthalmoplegia or confusion).|"
    "Korsakoff screen not indicated at present.|"
    "Dupuytren's contracture R hand.|"
    "Palmar erythema, spider naevi over upper chest.|"
    "No asterixis. No caput medusae.|"
    "GCS 15/15, orientated x3.|"
    "Paddington Alcohol Test positive.|"
    "FAST score 12 (positive).|"
    "CAGE 3/4.|"
    "MUST score 2 - dietitian referral made.|"
    "Refeeding risk: moderate (per NICE CG32).|"
    "Hep B sAg neg, HCV Ab neg, HIV neg.|"
    "Mallory-Weiss tear excluded clinically - no haematemesis.|"
    "Zieve syndrome considered but Hb stable.|"
    "Consider Marchiafava-Bignami if cognition worsens (unlikely).|"
    "Discussed with Addison's-type hyponatraemia in mind - cortisol normal.|"
    "Maudsley Prescribing Guidelines followed for reducing regime.|"
    "Tremor not Parkinsonian - postural, fine, improves with benzodiazepine.|"
    "Babinski downgoing bilaterally.|"
    "Romberg negative.|"
    "Harris-Benedict estimate 2100 kcal/day.|"
    "Gilbert's syndrome previously queried - unconjugated bili only.|"
    "NEWS2 1 on arrival.|"
    "Bristol stool type 6-7 on lactulose.|"
    "Sengstaken-Blakemore tube not required.|"
    "Baveno VII: LSM below 15 kPa with Plt >150 rules out CSPH.|"
    "Lille score to be calculated at day 7 if steroids started.|"
    "Glasgow-Blatchford score 0.")

NA_HARDNEG = lines(
    "No signs of Wernicke's encephalopathy.|PAWSS 5 - high risk of complicated withdrawal.|"
    "CIWA-Ar protocol per hospital policy ADM-114.|Babinski absent.|Romberg negative.|"
    "Hep C Ab negative.|Dupuytren's contracture noted L hand.|"
    "Asterixis absent.|SBIRT delivered (CPT 99408).|ICD-10-CM F10.239.|"
    "Maddrey DF 18 - steroids not indicated.|MELD-Na 14.|Child-Pugh A6.|"
    "Caput medusae absent, no spider angiomata.|Trousseau/Chvostek negative (Mg low).|"
    "No Mallory-Weiss features.|Glasgow Coma Scale 15.")


def hardneg(rng, c, k=2):
    pool = NA_HARDNEG if c.L.nam else HARDNEG
    idx = sorted(rng.sample(range(len(pool)), k))
    return ' '.join(pool[i] for i in idx)


def liver_scores(rng, c):
    bits = []
    if chance(rng, 0.6):
        bits.append('Child-Pugh %s%d' % (rng.choice('ABC'), rng.randint(5, 12)))
    if chance(rng, 0.6):
        bits.append('MELD%s %d' % (rng.choice(['', '-Na']), rng.randint(7, 29)))
    if chance(rng, 0.4):
        bits.append('Maddrey DF %d' % rng.randint(8, 64))
    if chance(rng, 0.4) and not c.L.nam:
        bits.append('GAHS %d' % rng.randint(5, 11))
    if not bits:
        bits.append('FIB-4 %.2f' % (rng.randint(80, 520) / 100.0))
    return ', '.join(bits)


def auditc(rng):
    q = [rng.randint(2, 4), rng.randint(1, 4), rng.randint(1, 4)]
    return q, sum(q)


def meds_discharge(rng, c):
    L = c.L
    out = []
    if L.group in ('uk', 'ire'):
        out.append('Thiamine 100mg TDS PO (long term)')
        out.append('Vitamin B compound strong 1 tab TDS' if chance(rng, 0.6) else 'Forceval 1 cap OD')
    else:
        out.append('Thiamine 100 mg PO %s' % rng.choice(['daily', 'TDS', 'BD']))
        out.append('Multivitamin 1 tab daily' if chance(rng, 0.6) else 'Folic acid 5 mg daily')
    rp = rng.random()
    if rp < 0.3:
        out.append('Acamprosate 666mg TDS' if L.group != 'nam' else 'Acamprosate 666 mg TID')
    elif rp < 0.5:
        out.append('Naltrexone 50mg OD')
    elif rp < 0.6:
        out.append('Disulfiram 200mg OD (supervised)')
    elif rp < 0.7:
        out.append('Baclofen 10mg TDS (ARLD)')
    if chance(rng, 0.4):
        out.append('Propranolol 40mg BD')
    if chance(rng, 0.35):
        out.append('Spironolactone 100mg OD')
    if chance(rng, 0.3):
        out.append('Lactulose 20ml BD, titrate to 2-3 soft stools')
    if chance(rng, 0.3):
        out.append('Omeprazole 20mg OD')
    return out


def withdrawal_sx(rng):
    s = ['tremor', 'sweating', 'anxiety', 'nausea', 'insomnia', 'tachycardia', 'agitation',
         'visual hallucinations', 'vomiting', 'headache']
    k = rng.randint(2, 5)
    return ', '.join(s[i] for i in sorted(rng.sample(range(len(s)), k)))


def fibro(rng):
    lsm = rng.randint(38, 520) / 10.0
    cap = rng.randint(190, 380)
    iqr = rng.randint(5, 34)
    valid = rng.randint(10, 12)
    return lsm, cap, iqr, valid


def fibro_interp(lsm):
    if lsm < 8:
        return 'LSM <8 kPa - advanced fibrosis unlikely'
    if lsm < 12.5:
        return 'LSM 8-12.5 kPa - indeterminate; consider ELF / repeat after abstinence'
    if lsm < 15:
        return 'LSM 12.5-15 kPa - suggestive of advanced fibrosis (F3)'
    if lsm < 25:
        return 'LSM >=15 kPa - compensated advanced chronic liver disease likely (cACLD)'
    return 'LSM >25 kPa - high probability of clinically significant portal hypertension'


def units_per_week(amount_day, days_week):
    return amount_day * days_week
