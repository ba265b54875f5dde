"""Genres: new birth visit, 6-8 week review, infant feeding clinic, growth chart entry."""
import core
from core import (pick, chance, digits, PT, DR, FM, UN, AG, DT, ST, CI, SA, ZP, CO, HO, OR, LO,
                  MR, SS, HP, AC, LI, DV, VE, BI, ID, PH, FX, EM, UR, IP, PR, N)
from people import D, baby_age
import common as cm


def _gest(rng):
    return "%d+%d" % (rng.randrange(36, 42), rng.randrange(7))


def _bw(rng):
    return "%.2f" % (rng.randrange(250, 430) / 100.0)


def _centile(rng):
    return pick(rng, ["0.4th", "2nd", "9th", "25th", "50th", "75th", "91st", "98th", "9th-25th",
                      "25th-50th", "50th-75th", "75th-91st"])


def new_birth_visit(rng, c, n):
    title = pick(rng, ["New Birth Visit", "Primary Birth Visit", "NEW BIRTH CONTACT", "New baby home visit",
                       "Antenatal-to-birth handover / NBV"])
    if c.ck == "IE":
        title = pick(rng, ["PHN Primary Visit", "Public Health Nurse - first postnatal visit"])
    if c.ck == "AU":
        title = pick(rng, ["Universal Health Home Visit (UHHV)", "First home visit - CFHN"])
    if c.ck == "NZ":
        title = "Well Child Core Contact 1 - home visit"
    if c.ck in ("CA", "US"):
        title = pick(rng, ["Postpartum/Newborn Home Visit", "Newborn home visit - PHN"])
    cm.header(rng, n, c, title, place=["home"])
    n.w("Baby ", c.baby.f(), " is ", *baby_age(rng, c), ". ")
    pres = ["Present: ", c.T["mum"], " ", c.mum.f()]
    if c.has_partner and chance(rng, 0.6):
        pres += [", ", c.partner_word if c.partner_word != "FOB" else "dad", " ", c.partner.f()]
    if chance(rng, 0.4):
        pres += [", maternal grandmother ", c.gran.full()]
    n.w(*pres, ".\n")
    if chance(rng, 0.3):
        n.w("Interpreter: ", pick(rng, ["Polish", "Urdu", "Romanian", "Arabic", "Tigrinya", "Somali",
                                        "Dari", "Portuguese", "Vietnamese", "Tongan"]),
            pick(rng, [" via telephone line, interpreter ID ", " face to face, booking ref "]),
            ID(digits(rng, 6)), " (", DR(pick(rng, ["Marta", "Hamid", "Ioana", "Selam", "Bao", "Nadia"])), ").\n")
    n.w("\nBIRTH\n")
    n.w("Born ", D(c, c.dob), " at ", HO(c.hosp))
    if chance(rng, 0.5):
        n.w(" (", HO(c.ward), ")")
    n.w(", ", _gest(rng), "/40, ", pick(rng, ["SVD", "NVD", "ventouse", "forceps (Neville-Barnes)",
                                               "EMCS for failure to progress", "elective LSCS (breech)",
                                               "Kielland's rotation"]),
        ". BW ", "%.2f" % c.bw, " kg. Apgars ", pick(rng, ["9/10", "8 and 9", "7, 9, 10", "9 at 1 min, 10 at 5"]),
        ". Vit K ", pick(rng, ["IM", "IM given", "oral x3 (parental choice)"]), ".\n")
    if chance(rng, 0.35):
        n.w("Admitted to NNU for ", pick(rng, ["48h of IV antibiotics (GBS +ve mum)", "phototherapy, SBR 312",
                                               "hypoglycaemia - BM 1.9", "TTN, CPAP 24h"]),
            ", cot ", LO(str(rng.randrange(1, 24))), ", discharged ", D(c, core.plus(c.dob, rng.randrange(2, 8))), ".\n")
    else:
        n.w("Discharged home ", D(c, core.plus(c.dob, rng.randrange(0, 3))), ". ")
    n.w("NIPE on ward NAD. Hearing screen: ", pick(rng, ["AABR clear response both ears", "OAE clear bilaterally",
                                                         "referred for AABR - appt pending"]), ".\n")
    n.w("Bloodspot taken ", D(c, core.plus(c.dob, 5)), " by CMW ", c.mw.full(), ", card no. ",
        ID(pick(rng, ["BS", "NBS", ""]) + digits(rng, 8)), ". Result: ",
        pick(rng, ["not yet back", "all conditions not suspected", "repeat requested (insufficient sample)"]), ".\n")
    if chance(rng, 0.3):
        n.w("Newborn footprint record ", BI(core.bioid(rng, "foot")), " held by maternity unit.\n")
    n.w("\nFEEDING\n")
    fk = rng.randrange(3)
    if fk == 0:
        n.w("Exclusively breastfed, 8-12 feeds/24h, good swallows heard. BFI breastfeeding assessment "
            "completed - all criteria met. Wet nappies 6+, stools yellow and seedy.\n")
    elif fk == 1:
        n.w("Mixed feeding - breast plus ", N(pick(rng, cm.FEEDING_NEG[:5])), " top-ups ", rng.randrange(30, 90),
            " ml x3/day. Sore R nipple, ", N(pick(rng, ["Lansinoh", "Multi-Mam compresses"])),
            " in use. Offered referral to infant feeding clinic at ", LO(c.venue), ".\n")
    else:
        n.w("Formula fed (", N(pick(rng, cm.FEEDING_NEG[:5])), ") ", rng.randrange(60, 120),
            " ml 3-4 hourly. Responsive bottle feeding and safe making-up of feeds discussed; sterilising with ",
            N(pick(rng, ["Milton tablets", "steam steriliser", "cold water method"])), ". Bottles: ",
            N(pick(rng, ["Dr Brown's anti-colic", "Tommee Tippee", "MAM Easy Start", "Philips Avent"])), ".\n")
    loss, note = pick(rng, [(-0.02, "Regained BW."), (0.07, "7% below BW - review 48h."), (0.03, "3% below BW, appropriate."),
                            (-0.05, "Above BW.")])
    n.w("Weight ", "%.2f" % (c.bw * (1 - loss)), " kg (", _centile(rng), " centile) on ", N("Seca 334"), " scales SN ",
        DV(core.device_serial(rng)), ". ", note, "\n")
    n.w("\nBABY\n")
    n.w("Alert, good tone, ", N(pick(rng, cm.SCREEN_NEG[7:])), " present. Skin: ", N(pick(rng, cm.SKIN_NEG[:5])),
        pick(rng, [", mild jaundice to chest - SBR not indicated", ", no jaundice", ""]), ". Cord ",
        pick(rng, ["off, clean", "drying, no flare", "separated"]), ". Fontanelle soft. ",
        pick(rng, ["Sticky L eye - cooled boiled water bathing.", "Nappy rash - barrier cream.",
                   "Mild ", "Tongue - good lift, no tie seen."]).replace("Mild ", "Mild positional plagiocephaly advice."),
        "\n")
    n.w("\nMATERNAL HEALTH\n")
    n.w(c.T["mum"], " ", AG(str(c.mum_age)), pick(rng, ["yo", " yrs", " years"]), ", ",
        "G%dP%d" % (c.para + pick(rng, [0, 0, 1]), c.para), ". ", pick(rng, ["Perineum healing.", "Wound healing, staples out.",
                                                                    "Lochia normal."]),
        " Whooley ", pick(rng, ["neg x2", "Q1 yes Q2 no", "negative"]), ", GAD-2 ", rng.randrange(0, 5), ". ",
        pick(rng, ["PMH anxiety - on sertraline 50 mg.", "No MH history.",
                   "Hx PND after 1st baby." if c.sibs else "No MH history.",
                   "Iron deficiency - ferrous fumarate."]), "\n")
    n.w("\nFAMILY & HOME\n")
    cm.partner_line(rng, n, c)
    cm.sibs_line(rng, n, c)
    if chance(rng, 0.5):
        n.w(c.T["mum"], " born in ", CO(c.abroad), ", came to ", "the " if c.ck == "US" else "",
            CO("US") if c.ck == "US" else CO(c.home_country), " in ", DT(str(c.visit.year - rng.randrange(1, 12))), ".\n")
    n.w(pick(rng, ["2-bed flat, 2nd floor, lift.", "3-bed semi, owner occupied.", "Privately rented terrace, damp in back bedroom.",
                   "Housing association house.", "Lives with MGM while housing sorted."]), " ",
        pick(rng, ["Dog (Staffy) - pet safety discussed.", "No pets.", "2 cats.", "Smoke alarms checked."]), "\n")
    n.w("\nSAFE SLEEP / HEALTH PROMOTION\n")
    n.w("Moses basket in parents' room, feet-to-foot, ", pick(rng, ["non-smoking household", "Dad smokes outside - CO not done",
                                                                     "smoke-free home"]),
        ". Car seat (", N(pick(rng, ["Maxi-Cosi", "Joie i-Snug", "Cybex Cloud"])), ") correct. ",
        "Vitamin D ", pick(rng, ["via formula", "drops advised (Healthy Start)" if c.uk else "drops 400 IU daily advised",
                                 "Abidec 0.3 ml daily" if c.uk else "drops started"]), ". ",
        c.T["book"], " reviewed, ", pick(rng, ["registration done", "birth registered ", "birth not yet registered"]))
    n.w(".\n")
    n.w("Immunisations due ", D(c, core.plus(c.dob, 56)), " at ", HO(c.practice), ".\n")
    n.w("\nPLAN\n")
    n.w("- Level of service: ", pick(rng, ["Universal", "Universal Plus", "Universal Partnership Plus", "Core"] if c.uk else
                                      ["Universal", "Universal plus additional visits", "Sustained home visiting"]), "\n")
    n.w("- 6-8 week contact ", pick(rng, ["booked ", "provisionally "]), D(c, core.plus(c.dob, rng.randrange(42, 56))),
        " at ", *cm.venue_place(rng, c), "\n")
    n.w("- ")
    cm.duty_line(rng, n, c)
    if chance(rng, 0.5):
        n.w("- ")
        cm.leaflet(rng, n, c)
    cm.sig(rng, n, c)
    if chance(rng, 0.55):
        cm.audit(rng, n, c)


def six_eight_week(rng, c, n):
    title = pick(rng, ["6-8 Week Review", "6-8 WEEK CONTACT", "Six to eight week health review", "6/52 HV review"])
    if c.ck == "IE":
        title = "PHN 6 week developmental check"
    if c.ck == "AU":
        title = pick(rng, ["6-8 week Blue Book check", "8 week Key Age and Stage visit"])
    if c.ck == "NZ":
        title = "WCTO Core Contact 2 (6 weeks)"
    if c.ck in ("CA", "US"):
        title = pick(rng, ["2 month well-baby visit (PHN)", "6 week postpartum & infant check"])
    place = cm.venue_place(rng, c)
    cm.header(rng, n, c, title, place=place, show_addr=chance(rng, 0.6))
    n.w("Age today: ", *baby_age(rng, c), ". Attended with ", c.T["mum"].lower(), " ", c.mum.f())
    if c.has_partner and chance(rng, 0.4):
        n.w(" and ", c.partner.f())
    n.w(".\n\n")
    n.w("Measurements\n")
    n.w("  Wt ", "%.2f" % (c.bw + 0.028 * c.age_days + rng.randrange(-20, 20) / 100.0), " kg (", _centile(rng), ")  ",
        "OFC ", "%.1f" % (rng.randrange(365, 410) / 10.0), " cm  Length ", rng.randrange(53, 61), " cm\n")
    n.w("  Previous: ", D(c, core.plus(c.dob, rng.randrange(10, 16))), " ", "%.2f" % (c.bw * 1.02), " kg at ",
        "NBV" if c.uk else "first home visit", "\n")
    n.w("Feeding: ", pick(rng, ["EBF, feeding well, settles after feeds.",
                                  "Breast and ", "Formula, 120-150 ml 4 hrly.", "EBF but cluster feeding evenings."]).replace(
        "Breast and ", "Breast and formula, considering stopping breastfeeding - options discussed."), " ")
    if chance(rng, 0.4):
        n.w("Possetting after feeds, happy baby, no red flags for ", N("GORD"), " - ", N("Gaviscon Infant"), " not indicated.")
    n.w("\n")
    n.w("GP 6-8 wk check (NIPE) done " if c.uk else "6 week medical check done ", D(c, core.plus(c.dob, rng.randrange(42, 56))), " by Dr ", c.gp.l(), " at ",
        HO(c.practice), ": hips stable (", N("Ortolani"), "/", N("Barlow"), " neg), ",
        pick(rng, ["testes descended bilat", "no hip risk factors", "hip USS requested - breech"]), ", ", N("red reflex"),
        " present.\n")
    n.w("Development: smiling since about ", AG(str(rng.randrange(4, 7))), " weeks, fixes and follows, good head control "
        "in ventral suspension.\n")
    n.w("\nMaternal wellbeing: ", c.mum.f(), " reports ", pick(rng, ["feeling well", "tired but coping", "low at times",
                                                                  "more anxious since birth"]),
        ". Whooley Q1 ", pick(rng, ["no", "yes"]), " Q2 no. EPDS ", rng.randrange(2, 16), "/30 ")
    n.w(pick(rng, ["- no further action.", "- listening visits offered.", "- GP appt advised, mum agreeable.",
                   "- item 10 scored 0."]), "\n")
    n.w("Contraception discussed; ", pick(rng, ["POP started", "has GP appt", "coil booked", "not yet decided"]), ".\n")
    n.w("\nImmunisations: ", pick(rng, ["1st primary imms (6-in-1, MenB, rotavirus) booked for " if c.uk else
                                         "2 month immunisations booked for ",
                                         "8 wk vaccines due " if c.ck != "US" else "2 mo vaccines due ",
                                         "DTaP/IPV/Hib/HepB + PCV + RV due "]),
        D(c, core.plus(c.dob, rng.randrange(56, 64))), ". ")
    if c.uk:
        n.w("Paracetamol after ", N("MenB"), " explained (", N("Calpol"), " 2.5 ml x3 doses).\n")
    else:
        n.w("Paracetamol dosing by weight explained; fever advice given.\n")
    if chance(rng, 0.35):
        n.w("Batch numbers to be recorded by practice nurse ", DR(c.nn.full()), ".\n")
    n.w("Sleep: ", pick(rng, ["own cot in parents' room", "side-car crib", "bed sharing at times - safer sleep advice"]),
        ". Smoke-free home.\n")
    if c.has_partner and chance(rng, 0.5):
        n.w("Partner " if c.partner.female else "Dad ", c.partner.f(),
            pick(rng, [" back at work at ", " returned to work, ", " helping, employed at "]),
            OR(c.partner_employer), ".\n")
    n.w("\nOutcome: ", pick(rng, ["Universal pathway. Next contact 1 year review ", "Universal Plus - review ",
                                  "Continue core contacts; next "]),
        D(c, core.plus(c.dob, pick(rng, [120, 270, 365])), pick(rng, ["month_year", c.style])), ".\n")
    if chance(rng, 0.4):
        n.w("Clinic booking link: ", UR(core.url(rng, "booking")), "\n")
    cm.sig(rng, n, c)
    if chance(rng, 0.5):
        cm.audit(rng, n, c)


def feeding_clinic(rng, c, n):
    place = [LO(c.venue), ", room ", LO(pick(rng, ["2", "3", "4", "B", "Blue Room"]))]
    title = pick(rng, ["Infant Feeding Clinic", "Breastfeeding Support Clinic", "INFANT FEEDING TEAM - clinic note",
                       "Baby Cafe / feeding clinic"])
    cm.header(rng, n, c, title, place=place, show_addr=chance(rng, 0.5))
    n.w("Seen by: ", c.hv.full(), pick(rng, [", Infant Feeding Lead (IBCLC)", " IBCLC", ", Infant Feeding Specialist"]))
    if chance(rng, 0.5):
        n.w(" with peer supporter ", DR(pick(rng, ["Jo", "Shaz", "Anita", "Becky", "Ngozi", "Roz"])), " (",
            OR(pick(rng, ["Bosom Buddies Peer Support", "Milk Matters Group", "Latch & Learn Peer Supporters"])), ")")
    n.w("\n")
    cm.mum_line(rng, n, c, prof=chance(rng, 0.5))
    n.w("Baby: ", c.baby.f(), ", ", *baby_age(rng, c), "\n\n")
    n.w("Referred by: ", pick(rng, ["CMW ", "HV ", "GP Dr ", "self-referral via text; midwife "]), c.mw.full(),
        " on ", D(c, core.plus(c.visit, -rng.randrange(1, 6))), " - ",
        pick(rng, ["sore nipples and clicking", "weight loss 11% day 5", "slow weight gain",
                   "wants to move from formula back to breast (relactation)", "nipple pain + suspected thrush",
                   "low supply worries, on domperidone"]), ".\n")
    n.w("\nHISTORY\n")
    n.w("BW ", "%.2f" % c.bw, " kg; ", pick(rng, ["day 5", "D5", "day 3"]), " wt ",
        "%.2f" % (c.bw * rng.randrange(87, 98) / 100.0), " kg. ",
        pick(rng, ["Feeds every 1-2 h, 40-60 min each.", "Long feeds, falls asleep at breast.",
                   "Fussy at breast, pulls off, clicking noise.", "Feeds 10x/24h, comfortable."]), " ",
        pick(rng, ["Wet nappies 5-6.", "Urates noted x2.", "Stools changing to yellow.", "Green stools."]), "\n")
    n.w("\nFEED OBSERVATION\n")
    n.w(pick(rng, ["Cradle hold L breast. ", "Rugby hold R. ", "Laid-back position. "]),
        pick(rng, ["Narrow gape, shallow latch; ", "Good gape, chin leading, asymmetric attachment; ",
                   "Latch improved with nose-to-nipple approach; "]),
        pick(rng, ["rhythmic suck-swallow, audible swallows.", "flutter sucking only after 5 min.",
                   "cheeks dimpling, clicking."]),
        " Nipple post feed: ", pick(rng, ["lipstick-shaped, blanching", "round, comfortable", "cracked at 3 o'clock"]),
        ". LATCH score ", rng.randrange(4, 11), "/10.\n")
    if chance(rng, 0.5):
        n.w("Oral assessment: restricted lift, heart-shaped tip. ", N("Hazelbaker"), " (ATLFF) appearance ",
            rng.randrange(5, 10), "/10 function ", rng.randrange(6, 14), "/14; ", N("BTAT"), " ", rng.randrange(2, 8),
            "/8. Referred for frenulotomy assessment at ", HO(c.hosp), ".\n")
    n.w("\nWEIGHT\n")
    n.w(D(c, c.visit), ": ", "%.2f" % (c.bw * 0.94 + 0.022 * c.age_days), " kg (", _centile(rng), ") - ",
        pick(rng, ["crossing down 2 centile spaces", "gaining 30 g/day since last weigh", "static",
                   "back to BW"]), ".\n")
    n.w("\nPLAN\n")
    if chance(rng, 0.5):
        n.w("- Hospital grade pump loaned (", N("Medela Symphony"), ", serial ", DV(core.device_serial(rng)),
            "), loan form signed.\n")
    n.w("- ", pick(rng, ["Breast compressions, switch feeding.", "Triple feeding for 48 h: breast, EBM top-up, express.",
                          "Top up ", "Paced bottle feeding with EBM."]).replace("Top up ", "Top up 30 ml EBM by cup after feeds."), "\n")
    n.w("- ", pick(rng, ["Nipple shield weaning plan.", "GP review for ", "Continue flucloxacillin.",
                          "Nystatin/miconazole for mum and baby per GP."]).replace("GP review for ", "GP review for possible mastitis."),
        "\n")
    n.w("- Review ", D(c, core.workday(core.plus(c.visit, pick(rng, [2, 3, 7]))), pick(rng, ["weekday_full", c.style, "wd_dm" if c.ck != "US" else "wd_md"])),
        " ", cm.tm(rng), " at ", LO(c.venue), ", or phone review on ", PH(c.mum_phone), ".\n")
    n.w("- Out of hours: ", N("National Breastfeeding Helpline") if c.uk else "breastfeeding helpline", " / feeding support line ", PH(core.phone(rng, c.ck, "land")), "\n")
    if chance(rng, 0.4):
        n.w("- Info: ", UR(core.url(rng, "leaflet")), "\n")
    cm.sig(rng, n, c, role=pick(rng, ["Infant Feeding Lead", c.T["hv"]]))
    if chance(rng, 0.4):
        cm.audit(rng, n, c)


MEDIAN = [(0, 3.3), (30, 4.5), (61, 5.6), (91, 6.4), (122, 7.0), (183, 7.9), (274, 8.9), (365, 9.6),
          (548, 10.9), (730, 12.2), (913, 13.3), (1100, 14.3)]
CENT = [("0.4th", 0.75), ("2nd", 0.8), ("9th", 0.87), ("25th", 0.93), ("50th", 1.0), ("75th", 1.07),
        ("91st", 1.14), ("98th", 1.22)]


LENGTH = [(0, 50.0), (91, 61.0), (183, 67.0), (365, 75.0), (548, 81.0), (730, 87.0), (913, 91.0), (1100, 95.0)]
HEAD = [(0, 35.0), (91, 40.5), (183, 43.0), (365, 45.5), (730, 48.0), (1100, 49.5)]


def _median(days, table=MEDIAN):
    for (d0, w0), (d1, w1) in zip(table, table[1:]):
        if d0 <= days <= d1:
            return w0 + (w1 - w0) * (days - d0) / float(d1 - d0)
    return table[-1][1]


def growth_chart(rng, c, n):
    # child between 2 months and 2.5 years; table of measurements
    title = pick(rng, ["GROWTH CHART ENTRY", "Weight & centile record", "Growth monitoring - parent-held record transcription",
                       "Infant weighing clinic - growth record"])
    cm.header(rng, n, c, title, place=[LO(c.venue)] if chance(rng, 0.5) else None, show_addr=chance(rng, 0.35))
    chart = {"US": "WHO 0-2 y (CDC recommended)", "CA": "WHO Growth Charts for Canada"}.get(
        c.ck, "UK-WHO 0-4 years" if c.uk else "WHO Child Growth Standards")
    base = rng.randrange(1, 7)
    preterm = chance(rng, 0.25)
    gest = "%d+%d" % (rng.randrange(28, 35), rng.randrange(7)) if preterm else _gest(rng)
    n.w("Chart: ", N(chart), " (", "girls" if c.baby.female else "boys", "). Gestation ", gest, "/40. BW ",
        "%.2f" % (3.3 * CENT[base][1] + rng.randrange(-10, 10) / 100.0), " kg (", CENT[base][0], ").\n")
    if preterm and c.age_days < 700:
        n.w("Preterm - plotted at corrected age until 2 years (now ", AG(str(max(1, (c.age_days - 42) // 30))),
            " months corrected).\n")
    n.w("\n")
    cols = pick(rng, [("Date", "Age", "Wt kg", "Centile", "Where", "By"),
                      ("Date", "Age", "Weight", "Cent.", "Clinic", "Init")])
    n.w(" | ".join(cols), "\n")
    total = c.age_days
    pts = [rng.randrange(10, 16), rng.randrange(40, 60)] + [rng.randrange(60, max(61, total)) for _ in range(rng.randrange(2, 6))] + [total]
    points = sorted(set(p for p in pts if p <= total))
    trend = pick(rng, [0, 0, 0, -1, 1])
    weighers = [c.hv, c.nn]
    ci = base
    for j, p in enumerate(points):
        if j and chance(rng, 0.3):
            ci = max(0, min(len(CENT) - 1, ci + trend))
        w = _median(p) * CENT[ci][1] + rng.randrange(-8, 9) / 100.0
        label = CENT[ci][0] if chance(rng, 0.7) else "%s-%s" % (CENT[max(ci - 1, 0)][0], CENT[ci][0])
        n.w(D(c, core.plus(c.dob, p)), " | ", *baby_age(rng, c, p, style=2), " | ", "%.2f" % w, " | ", label, " | ",
            pick(rng, [LO(c.venue), HO(c.base), "home", HO(c.practice)]), " | ", pick(rng, weighers).ini(), "\n")
    n.w("\nScales: ", N(pick(rng, ["Seca 334", "Seca 376", "Marsden M-400", "Tanita BD-815"])), " class III, serial ",
        DV(core.device_serial(rng)), ", calibrated ", D(c, core.plus(c.visit, -rng.randrange(30, 300)), "month_year"), ".\n")
    n.w("OFC ", "%.1f" % (_median(total, HEAD) + rng.randrange(-10, 11) / 10.0), " cm (", CENT[ci][0], "); length ",
        "%.1f" % (_median(total, LENGTH) + rng.randrange(-20, 21) / 10.0), " cm.", " BMI centile not calculated (<2y)." if total < 730 else "", "\n")
    n.w("\nFeeding: ", pick(rng, ["breastfed on demand", "formula 4-5 bottles/day", "mixed - breast am/pm, formula daytime",
                                  "family foods 3 meals + milk", "weaning started, 2 meals/day"]), ". ",
        "Parental concern: ", pick(rng, ["none raised", "mum worried baby is 'too chunky'", "dad feels baby is always hungry",
                                         "small eater compared with sibling", "stools loose since starting cow's milk"]), ".\n")
    n.w("\nComment: ")
    if trend == 0:
        n.w("Tracking the ", CENT[ci][0], " centile, no concerns. Next weigh at ", c.T["book"],
            " check or sooner if parents worried.")
    elif trend < 0:
        n.w("Weight has dropped across centile spaces since ", D(c, core.plus(c.dob, points[0])), ". ",
            pick(rng, ["Faltering growth thresholds (NICE NG75) reviewed - ", "Feeding history taken - "]),
            "plan weekly weights at ", LO(c.venue), " and GP review with Dr ", c.gp.l(), ".")
    else:
        n.w("Upward centile crossing - responsive feeding discussed; discussed with ", DR(c.nn.full()[1]),
            " (CN), reweigh ", D(c, core.plus(c.visit, 28)), ".")
    n.w("\n")
    if chance(rng, 0.5):
        n.w("Parent-held record updated; copy of chart sent to ", HO(c.practice), " (fax ", FX(c.practice_fax), ").\n")
    if chance(rng, 0.6):
        cm.audit(rng, n, c)
    else:
        cm.sig(rng, n, c)
