"""Genres: positive screen referral to specialist; newborn physical examination
record; NICU screening status checklist (own genre)."""

import datetime
from util import (Note, PAT, DOC, FAM, USR, AGE, DT, STR, CITY, ST, ZIP, CTRY, HOSP, ORG, LOC,
                  MRN, SSN, HP, ACC, LIC, DEV, VEH, BIO, IDN, PH, FAX, EM, URL, IP, PROF, S,
                  digits, letters, pick, chance)
from case import Case, person
from common import addr_inline, addr_block, ids_line, staff_sig, dr, title_name, EPONYMS
import pools_places as PP

POS = {
    "PKU": ("phenylketonuria", "metabolic", "Phe %d umol/L, Tyr %d umol/L, Phe:Tyr %.1f",
            "Please see today; start low-phenylalanine diet once confirmed. Continue breastfeeding until seen."),
    "MCADD": ("MCADD", "metabolic", "C8 %.2f umol/L, C8/C10 ratio %.1f, C6 %.2f",
              "Advise parents to feed at least 3-hourly; do NOT allow a long fast. Emergency regimen letter to be issued at first visit."),
    "CHT": ("congenital hypothyroidism", "endocrine", "TSH %d mU/L (blood) on first sample; repeat %d mU/L",
            "Venous TFTs (TSH, fT4) and knee X-ray / thyroid USS; start levothyroxine 10-15 micrograms/kg/day same day if fT4 low."),
    "CF": ("cystic fibrosis", "respiratory (CF)", "IRT %d ng/mL; CFTR: %s",
           "Sweat test at day 10-14; CF nurse specialist to meet family; start pancreatic enzymes only after confirmation."),
    "SCD": ("sickle cell disease", "haematology", "Hb pattern %s; HbF %d%%",
            "Penicillin V prophylaxis from 8 weeks (no later than 3 months); confirmatory sample; parent education re fever and splenic sequestration."),
    "SCID": ("severe combined immunodeficiency", "immunology", "TREC %d copies/uL (cut-off 18); beta-actin control OK",
             "Urgent lymphocyte subsets. Avoid live vaccines (BCG, rotavirus); irradiated CMV-negative blood products only; stop breastfeeding only if mother CMV positive."),
    "MSUD": ("maple syrup urine disease", "metabolic", "Leu+Ile %d umol/L, Val %d umol/L",
             "Same-day admission for assessment; check ketones, glucose, ammonia."),
    "GAL": ("galactosaemia", "metabolic", "GALT activity %.1f U/g Hb (ref > 1.5); total galactose %d mg/dL",
            "Switch to lactose-free formula today; check LFTs, coag, urine reducing substances; E. coli sepsis screen if unwell."),
}


def _result(r, code):
    fmt = POS[code][2]
    if code == "PKU":
        return fmt % (r.randint(420, 1800), r.randint(30, 80), r.uniform(6, 30))
    if code == "MCADD":
        return fmt % (r.uniform(1.2, 9.0), r.uniform(3.1, 12.0), r.uniform(0.3, 1.5))
    if code == "CHT":
        return fmt % (r.randint(25, 300), r.randint(20, 280))
    if code == "CF":
        return fmt % (r.randint(90, 260), pick(r, ["F508del / F508del", "F508del / G551D", "F508del / R117H", "two variants (c.1521_1523delCTT homozygous)"]))
    if code == "SCD":
        return fmt % (pick(r, ["FS", "FSC", "FS (? S/beta-thal)"]), r.randint(70, 92))
    if code == "SCID":
        return fmt % r.randint(0, 9)
    if code == "MSUD":
        return fmt % (r.randint(900, 2400), r.randint(300, 800))
    return fmt % (r.uniform(0.0, 0.9), r.randint(20, 60))


def positive_referral(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "positive_referral", cc)
    code = pick(r, sorted(POS))
    name, team, _, plan = POS[code]
    spec = case.paed
    spec_hosp = c.hospital()
    ref = pick(r, ["SP", "REF", "POS"]) + "-" + str(case.rep_date.year) + "-" + digits(r, 4)
    call = "%02d:%02d" % (r.randint(8, 16), r.randint(0, 59))
    style = r.randint(0, 1)
    n.line(pick(r, ["URGENT - SCREEN POSITIVE REFERRAL", "NEWBORN SCREENING: SCREEN POSITIVE RESULT - CLINICAL REFERRAL",
                    "Referral of screen positive baby to " + team + " team"]))
    n.line("From: ", HOSP(case.lab), "   Tel ", PH(case.lab_tel), "   Fax ", FAX(case.lab_fax))
    n.add("To: ", *dr(case, spec, 1))
    n.add(", ", "attending" if c.us else "consultant", " ", c.paed, " ", team, ", ", HOSP(spec_hosp), "\n")
    n.line("Referral ref: ", IDN(ref), "      Date: ", DT(case.D(case.rep_date, "num")), "  ", call)
    n.line("")
    n.line("BABY")
    n.line("  Name: ", PAT(case.baby.full() if chance(r, 0.6) else case.baby.LF()), "    Sex: ", case.sex)
    n.line("  DOB: ", DT(case.D(case.dob, "num")), "  (age ", AGE((case.rep_date - case.dob).days), " days)   GA ", case.gest,
           "   BW ", str(case.bw), " g")
    n.add("  ", *ids_line(case, "   ")); n.line("")
    n.line("  Lab no: ", IDN(case.labno), "   Card: ", IDN(case.card),
           *(["   Encounter: ", ACC(case.enc)] if chance(r, 0.3) else []))
    n.line("  Current location: ", pick(r, ["home", "home", "postnatal ward", c.nicu]), " - ", *addr_inline(c, case.addr))
    n.line("PARENTS")
    n.line("  Mother: ", FAM(case.mother.full()), " (", AGE(case.mother_age), ")  mob ", PH(case.tel_mob))
    n.line("  ", "Father" if case.partner.sex == "M" else "Partner", ": ", FAM(case.partner.full()), "  mob ", PH(case.tel_partner))
    if case.ssn and cc in ("US", "ZA", "IE") and chance(r, 0.35):
        n.line("  Mother's ", case.ssn[0], ": ", SSN(case.ssn[1]))
    if case.language:
        n.line("  First language ", case.language, " - interpreter needed for clinic.")
    n.add("  ", c.gp, ": ", *dr(case, case.gp, 1))
    n.add(", ", HOSP(case.practice), ", tel ", PH(case.practice_tel), "\n")
    n.line("")
    n.line("SCREENING RESULT")
    n.line("  Condition suspected: ", name, " (", code, ")")
    n.line("  ", _result(r, code))
    n.line("  Sample collected ", DT(case.D(case.sample_date, "num")), " at ", AGE(case.sample_hrs), " h; received ",
           DT(case.D(case.recv_date, "num")), "; result confirmed on second punch ", DT(case.D(case.rep_date, "num")), ".")
    n.line("")
    n.line("CLINICAL HANDOVER")
    if style == 0:
        n.add("  Phoned ", *dr(case, spec, 0))
        n.add(" on ", PH(c.phone()), " at ", call, " - result read back and accepted. ")
        n.add(pick(r, ["Baby feeding well per community midwife", "Mother reports baby sleepy, feeding 2-3 hourly",
                       "Baby still on postnatal ward, well"]), " (", DOC(case.midwife.full()), ").\n")
    else:
        jr = "fellow" if c.us else "registrar"
        n.add("  Discussed with on-call ", c.paed, " ", jr, " ", *dr(case, person(r, cc), 1))
        n.add(" (", "pager" if c.us else "bleep", " ", PH(c.bleep()), ") at ", call, "; ", "attending" if c.us else "consultant", " ",
              DOC(spec.family), " informed by ", jr, ".\n")
    n.line("  Parents to be informed by: ", pick(r, ["specialist team (face to face)", ("newborn nurse" if c.us else "community midwife") + " with specialist nurse",
                                                    c.gp + " today"]), ". Family NOT yet told as of this referral.")
    n.line("  Plan advised: ", plan)
    n.line("  Appointment: ", DT(case.D(case.wd(r.randint(0, 2), case.rep_date), "wd")), " at ", HOSP(spec_hosp), " ",
           pick(r, ["Children's Day Unit", "Ward " + str(r.randint(1, 30)), "Metabolic clinic", "Outpatients"]))
    n.line("")
    if chance(r, 0.5):
        n.line("Family history: ", pick(r, [
            ["parents are first cousins; older sibling ", FAM(case.sibs[0][0].given) if case.sibs else "(none)", " well."],
            ["maternal family from ", CTRY(case.origin), "; no known affected relatives."],
            ["father is a ", PROF(case.partner_job), ", mother a ", PROF(case.mother_job), "; no FH of note."],
            ["previous child died aged ", AGE(r.randint(2, 11)), " months, cause unknown (records requested from ", HOSP(c.hospital()), ")."]]))
        n.line("")
    n.line("Sent by secure email to ", EM(pick(r, [team.split()[0].replace("(", "") + ".referrals", "paeds.oncall", "nbs.positive"]) +
                                          "@" + pick(r, ["example.org", "example.net", "nhs.example.org"])), " and fax ", FAX(c.phone()), ".")
    n.line("Receipt confirmed by ", DOC(person(r, cc).full()), " (", pick(r, ["secretary", "CNS", "ward clerk"]), ") ",
           DT(case.D(case.rep_date, "num")), " ", "%02d:%02d" % (r.randint(10, 18), r.randint(0, 59)), ".")
    n.line("")
    n.line("Referring scientist: ", *staff_sig(case, case.scientist, "Clinical Scientist"))
    n.line("Screening coordinator informed: ", DOC(case.coord.full()), " - failsafe entry opened (", USR(case.coord.user), ").")
    n.line("Please return the outcome form (diagnosis confirmed / not confirmed) within 2 weeks.")
    return n


def physical_exam_record(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "physical_exam_record", cc)
    exr = case.midwife if chance(r, 0.5) else case.paed
    exr_title = pick(r, (["Nursery NP", "Pediatric Nurse Practitioner"] if c.us else
                         ["Midwife (NIPE trained)", "Advanced Neonatal Nurse Practitioner", "Midwife examiner"])) \
        if exr is case.midwife else (pick(r, ["Pediatric Hospitalist", "Resident, Pediatrics", "Attending Pediatrician"]) if c.us
                                     else pick(r, ["Paediatric Registrar", "Consultant Neonatologist", "FY2 Doctor"]))
    exam_d = case.d(r.randint(0, 2))
    age_h = (exam_d - case.dob).days * 24 + r.randint(6, 20)
    hips_abn = chance(r, 0.15)
    murmur = chance(r, 0.12)
    rr_abn = chance(r, 0.06)
    undesc = case.sex == "M" and chance(r, 0.1)
    us = c.us
    n.line(pick(r, ["Newborn Physical Examination Record", "NEWBORN EXAM - NURSERY", "Newborn H&P - well baby nursery"] if us else
                ["NEWBORN INFANT PHYSICAL EXAMINATION (NIPE)", "Newborn Physical Examination Record", "Newborn examination (within 72 h)"]))
    n.line(HOSP(case.hosp), " - ", HOSP(case.ward), ", bed ", LOC(case.bed))
    n.line("")
    n.line("Name: ", *case.baby_reg(), "    Sex: ", case.sex, "    DOB: ", DT(case.D(case.dob, "num")), " ", case.tob)
    n.add(*ids_line(case, "    ")); n.line("")
    if us and chance(r, 0.6):
        n.line("Acct #: ", ACC(case.enc), "   Ins: ", ORG(pick(r, PP.INSURERS)), " member ", HP(letters(r, 3) + digits(r, 9)))
    elif chance(r, 0.3):
        n.line(pick(r, ["Encounter no: ", "Visit no. ", "Episode: "]), ACC(case.enc))
    if case.ssn and cc in ("US", "ZA") and chance(r, 0.4):
        n.line("Mother's ", case.ssn[0], ": ", SSN(case.ssn[1]), pick(r, ["", " (registration)"]))
    n.line("Mother: ", FAM(case.mother.full()), ", ", AGE(case.mother_age), pick(r, [" y", " yrs", "yo"]), " G", str(r.randint(1, 5)),
           "P", str(r.randint(1, 4)), "   Blood group ", pick(r, ["O pos", "A pos", "B neg", "AB pos", "O neg"]),
           "   GBS ", pick(r, ["neg", "pos - IAP x2", "unknown"]))
    n.line("Exam date: ", DT(case.D(exam_d, "num")), "  ", "%02d:%02d" % (r.randint(8, 21), r.randint(0, 59)),
           "   Age at exam: ", AGE(age_h), " hours   Parent present: ",
           pick(r, ["mother", "both parents", "father", "grandmother"]))
    n.line("")
    n.line("Birth: ", pick(r, ["SVD", "ventouse", "forceps", "elective LSCS", "emergency LSCS (failure to progress)"]),
           " at ", case.gest, " wks, BW ", str(case.bw), " g (", str(r.randint(9, 91)), "th centile), OFC ",
           "%.1f" % r.uniform(32.5, 36.5), " cm, ", pick(r, ["Apgars 9/10", "Apgars 8 and 9", "Apgar 7 at 1 min, 9 at 5 min"]))
    n.line("Risk factors - hips: ", pick(r, ["breech at >= 36 wks", "FH of DDH (mother)", "none", "none", "none"]),
           "; eyes: ", pick(r, ["FH congenital cataract (paternal grandfather)", "none", "none"]),
           "; heart: ", pick(r, ["FH CHD (sibling VSD)", "none", "none", "maternal diabetes"]))
    n.line("")
    n.line("EXAMINATION")
    n.line("General: ", pick(r, ["pink, well perfused, alert", "active, good tone, mild jaundice face only",
                                 "settled, feeding well (breast)"]), ". Temp 36.", str(r.randint(5, 9)), " C. RR ",
           str(r.randint(36, 58)), ". HR ", str(r.randint(118, 158)), ".")
    n.line("Skin: ", pick(r, ["erythema toxicum trunk", "Mongolian blue spot sacrum (documented, body map)",
                              "stork mark nape of neck", "NAD", "small capillary haemangioma L thigh 4 mm"]))
    n.line("Head/fontanelle: ", pick(r, ["AF soft, sutures normal", "moulding, caput resolving", "cephalhaematoma R parietal"]))
    n.line("Eyes: red reflex ", "ABSENT/dull left - urgent referral" if rr_abn else "present and symmetrical bilaterally",
           pick(r, ["; no discharge", "; subconjunctival haemorrhage L (normal)", ""]))
    n.line("Palate: intact to visualisation and palpation", pick(r, ["; Epstein pearls", ""]), ". Ears normally set, ",
           pick(r, ["no pits/tags", "R preauricular pit - hearing screen noted"]), ".")
    n.line("Heart: ", "soft 2/6 systolic murmur LSE, femorals palpable" if murmur else
           "HS I+II, no murmur; femoral pulses palpable bilaterally", ".")
    sat1, sat2 = r.randint(95, 100), r.randint(95, 100)
    n.line("Pulse oximetry: pre-ductal ", str(sat1), "% / post-ductal ", str(sat2), "% (", pick(r, PP.OXI_MODELS),
           " SN ", DEV(case.serial()), ") - ", "PASS" if abs(sat1 - sat2) <= 3 and min(sat1, sat2) >= 95 else "repeat in 1 h")
    n.line("Abdomen: soft, no masses, cord ", pick(r, ["clean and dry", "clamp on, no flare"]), ". Genitalia: ",
           ("testes: R descended, L not palpable" if undesc else ("both testes descended" if case.sex == "M" else "normal female")), ".")
    n.line("Hips: ", "Ortolani positive LEFT, Barlow equivocal - hip unstable" if hips_abn else
           "Ortolani and Barlow negative, symmetrical skin creases, equal leg length", ".")
    n.line("Spine: ", pick(r, ["straight, no dimple", "shallow sacral dimple, base visible, < 2.5 cm from anus"]),
           ". Limbs: ", pick(r, ["NAD, 5 digits each", "positional talipes R, corrects fully", "single palmar crease L (isolated)"]), ".")
    n.line("Neuro: ", pick(r, ["Moro reflex symmetrical", "Moro, suck and grasp present", "Galant reflex present, good suck",
                               "no Erb's palsy; Moro symmetrical"]), "; tone normal.")
    n.line("")
    n.line("OUTCOME / REFERRALS")
    refs = 0
    if rr_abn:
        n.line("- Red reflex abnormal: seen by ophthalmology same day, ", HOSP(c.hospital()), " eye clinic ",
               PH(c.phone()), "."); refs += 1
    if murmur:
        n.line("- Murmur: echo booked ", DT(case.D(case.wd(r.randint(0, 3), exam_d), "wd")), " with ", *dr(case, person(r, cc), 1))
        refs += 1
    if hips_abn:
        n.line("- Hip USS referral by 2 weeks of age; orthopaedic clinic at ", HOSP(c.hospital()), ". Parents given leaflet."); refs += 1
    if undesc:
        n.line("- Undescended testis: re-examine at 6-8 week check; if still impalpable refer to surgeons by 3 months."); refs += 1
    if not refs:
        n.add("- Screening examination NORMAL. No referrals. Repeat exam at 6-8 weeks by ", c.gp, " (", *dr(case, case.gp, 1))
        n.add(", ", HOSP(case.practice), ").\n")
    if chance(r, 0.4):
        n.line("- Parent ", FAM(case.mother.given), " asked about ", pick(r, ["tongue tie", "jaundice", "the heel prick test",
                                                                              "the hearing screen"]), "; advice given.")
    n.line("")
    n.line("Examiner: ", *staff_sig(case, exr, exr_title))
    n.line("Entered in ", pick(r, ["the EHR", "BirthNet", "the electronic record"] if c.us else ["NIPE tracker", "BirthNet", "the electronic record"]), " by ",
           USR(exr.user), " at ", "%02d:%02d" % (r.randint(9, 23), r.randint(0, 59)))
    if chance(r, 0.45):
        n.line("Footprints taken for personal child health record; footprint ID ", BIO("FP-" + digits(r, 6)), ".")
    return n


def nicu_checklist(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "nicu_screening_checklist", cc)
    unit = pick(r, ["%s Neonatal Unit" % pick(r, PP.WARD_NAMES), "%s NICU" % c.town(), "%s Special Care Nursery" % pick(r, PP.WARD_NAMES)])
    if chance(r, 0.5):
        # unit screening board: several babies
        today = case.d(r.randint(10, 40))
        n.line(HOSP(unit), " - NEWBORN SCREENING BOARD / weekly huddle")
        n.line(HOSP(case.hosp), "   Week of ", DT(case.D(today, "num")), "   Compiled by ", DOC(case.coord.full()),
               " (screening link nurse)")
        n.line("")
        cots = r.sample(range(1, 29), 8)
        for i in range(r.randint(5, 8)):
            b = person(r, cc)
            dob = today - datetime.timedelta(days=r.randint(2, 70))
            ga = r.randint(24, 36)
            cot = str(cots[i])
            n.line("Cot ", LOC(cot), ": ", PAT(b.LF() if chance(r, 0.5) else b.full()), "  DOB ", DT(c.num_style(dob)), "  GA ",
                   str(ga), "+", str(r.randint(0, 6)), "  ", MRN(case.c.mrn()))
            items = []
            items.append(pick(r, ["   NBS day 5: sent", "   NBS 1st: done", "   Bloodspot: done"]) + " ")
            n.add(items[0], DT(c.date(dob + datetime.timedelta(days=5), "short")), "; ")
            if ga < 32:
                d28 = dob + datetime.timedelta(days=28)
                n.add("day 28 repeat due ", DT(c.date(d28, "short")), "; ")
            n.add(pick(r, ["post-tx repeat OUTSTANDING; ", "", "", "CF 2nd IRT due; ", "TSH repeat requested; "]))
            n.add("hearing: ", pick(r, ["AABR clear both ears", "not yet - too unwell", "AABR refer R, audiology booked",
                                        "booked for pre-discharge"]), "; ")
            if ga < 32:
                n.add("ROP: ", pick(r, ["1st exam due", "stage 1 zone II, rpt 1/52", "no ROP"]), "; ")
            x = pick(r, ["cCMV saliva neg", "hip USS booked", "", "transfer"])
            if x == "transfer":
                n.add("transfer to ", HOSP(c.hospital()), " pending")
            else:
                n.add(x)
            n.add("\n")
        n.line("")
        n.line("Actions: ", DOC(case.screener.full()), " to complete AABRs ", DT(case.D(case.d(1, today), "wd")),
               "; ", DOC(case.midwife.initials()), " to chase lab re missing result for cot ", LOC(str(r.randint(1, 28))), ".")
        n.line("Lab queries: ", PH(case.lab_tel), " / ", EM(case.lab_email))
        return n
    # single-baby discharge checklist
    ga = r.randint(25, 36)
    los = r.randint(14, 80)
    dis = case.d(los)
    n.line(HOSP(unit), " - SCREENING CHECKLIST AT DISCHARGE / TRANSFER")
    n.line("Baby: ", PAT(case.baby.full()), "   DOB: ", DT(case.D(case.dob, "num")), "   GA at birth: ", str(ga), "+",
           str(r.randint(0, 6)), "   Cot ", LOC(str(r.randint(1, 30))), " (", pick(r, ["ITU", "HDU", "SC"]), " room ",
           LOC(str(r.randint(1, 4))), ")")
    n.add(*ids_line(case, "   ")); n.line("")
    n.line("Consultant: ", *dr(case, case.paed, 1))
    dest = pick(r, ["home", "home", "local"])
    n.line("Discharge/transfer date: ", DT(case.D(dis, "num")), "  to ",
           *(["home"] if dest == "home" else ["local unit: ", HOSP(c.hospital())]))
    n.line("Parents: ", FAM(case.mother.full()), " and ", FAM(case.partner.full()), ", ", *addr_inline(c, case.addr))
    n.line("Contact: ", PH(case.tel_mob), pick(r, ["", " (mum)"]), " / ", PH(case.tel_partner))
    n.line("")
    n.line("[x] Bloodspot 1 (day 5): ", DT(case.D(case.d(5), "num")), "  lab no ", IDN(case.labno), " - ",
           pick(r, ["all conditions not suspected", "CHT borderline, repeat sent", "result awaited"]))
    if ga < 32:
        n.line("[", pick(r, ["x", " "]), "] Bloodspot 2 (day 28 preterm): ", DT(case.D(case.d(28), "num")), " - ",
               pick(r, ["sent", "due - give to community team", "TSH normal"]))
    n.line("[", pick(r, ["x", "x", " "]), "] Post-transfusion repeat: ", pick(r, ["N/A - no transfusion", "sent 72 h after last PRBC",
                                                                              "needed at 4 months for Hb (transfused before 1st sample)"]))
    n.line("[x] Hearing (AABR, NICU protocol): ", DT(case.D(case.d(los - r.randint(1, 5)), "num")), " - ",
           pick(r, ["clear response both ears", "refer L - audiology appt sent", "clear; targeted follow-up 8 months (risk factor)"]),
           "  device SN ", DEV(case.serial()))
    n.line("[", pick(r, ["x", " "]), "] Newborn physical exam (72 h): done ", DT(case.D(case.d(r.randint(1, 3)), "num")),
           "; 6-8 week exam by ", c.gp, " ", *dr(case, case.gp, 0))
    if ga < 31 or case.bw < 1501:
        n.line("[x] ROP screening: last exam ", DT(case.D(case.d(los - r.randint(2, 9)), "num")), " - ",
               pick(r, ["mature retina, discharged", "stage 1 zone III, rpt 2 weeks OPD", "no ROP, follow-up OPD"]))
    n.line("[", pick(r, ["x", " "]), "] Hip USS (", pick(r, ["breech", "not indicated", "FH"]), ")")
    n.line("[x] cCMV: saliva PCR ", pick(r, ["negative", "not sent (> 21 days)", "negative day 9"]))
    n.line("[x] Pulse oximetry: N/A (on monitoring)")
    if chance(r, 0.35):
        n.line("[x] ID check at discharge: name band x2 and footprint record ", BIO(pick(r, ["FP", "NFP"]) + "-" + digits(r, 6)), " matched")
    n.line("")
    n.line("Outstanding handed over to ", c.cnurse, " ", DOC(case.hv.full()), " (", PH(c.phone()), ") and ", c.gp, " practice ",
           HOSP(case.practice), " by ", pick(r, ["phone", "email", "discharge summary"]), ".")
    if chance(r, 0.4):
        n.line("Family note: older sibling ", FAM(case.sibs[0][0].given) if case.sibs else FAM(person(r, cc).given), " (",
               AGE(case.sibs[0][1] if case.sibs else r.randint(2, 8)), ") at home with grandmother ",
               FAM(person(r, cc, "F", group=case.group).full()), "; parents travelling from ", CITY(case.addr["city"]), " daily.")
    n.line("")
    n.line("Checked by: ", *staff_sig(case, case.coord, pick(r, ["Neonatal screening link nurse", "Discharge coordinator", "Staff nurse"])))
    n.line("Date ", DT(case.D(dis, "num")), "   Verified in system by ", USR(case.coord.user))
    return n
