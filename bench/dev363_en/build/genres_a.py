"""Genres: MSK triage referral, physiotherapy initial assessment, exercise
programme sheet, injection clinic record."""
import clin
import phi
import pools as PL
from blocks import pt_header, letterhead, gp_block
from case import (nm, dr, pt_name, age_piece, dob_piece, date_piece, natid, mrn_piece,
                  sig_physio, occupation, fam_piece)
from core import P, maybe, joined, cap


def _rel_age(R, k, rel):
    if rel in ("mother", "father"):
        return min(101, k.age + R.randint(20, 36))
    if rel in ("son", "daughter", "son-in-law", "daughter-in-law"):
        return max(1, k.age - R.randint(20, 36))
    if rel in ("grandson", "granddaughter"):
        return max(1, k.age - R.randint(45, 60))
    return max(18, k.age + R.randint(-8, 8))


def _hpc(R, k):
    reg = k.R
    return "%s %s pain, %s. %s." % (R.choice(clin.DURATIONS), k.side, R.choice(reg["names"]),
                                    cap(R.choice(reg["hx"])))


def triage_referral(R, k, d):
    c = k.c
    s = R.randrange(3) if c != "US" else R.choice([1, 1, 2])
    if s == 0:
        d.ln("MSK TRIAGE REFERRAL FORM" + R.choice(["", " - Community MSK Interface Service", " (v3.2)"]))
        pri = R.choice(["Routine", "Routine", "Urgent", "Soon"])
        d.ln("Priority: %s" % pri)
        d.ln("Date referral received: {d}   {u}", d=date_piece(R, k, k.visit, "num"),
             u=["UBRN: ", P(phi.idnum(R, "ubrn"), "IDNUM")] if c == "GB" else ["Referral ID: ", P(k.ref, "IDNUM")])
        d.ln("-" * 48)
        pt_header(R, k, d)
        if maybe(R, 0.5):
            d.ln("Email: {e}", e=P(k.email, "EMAIL"))
        d.ln("")
        d.ln("Referrer: {g} ({p})  Tel {t}", g=dr(k.gp, "tfull"), p=P(k.practice, "HOSPITAL"), t=P(k.practice_tel, "PHONE"))
        d.ln("Referrer email: {e}", e=P(k.practice_email, "EMAIL"))
        d.ln("")
        d.ln("Reason for referral:")
        d.ln("{a} %s with %s" % (("lady" if k.pt.sex == "F" else "gentleman") if maybe(R, 0.4) else
                                ("female" if k.pt.sex == "F" else "male"), _hpc(R, k)),
             a=age_piece(R, k, R.choice(["year", "yo"])))
        d.ln("Working diagnosis: %s. Tried %s; minimal benefit." % (k.dx, R.choice(clin.DRUGS)))
        d.ln("Onset approx {o}.", o=P(phi.fmt_month(R, k.onset), "DATE"))
        d.ln("PMH: %s" % ", ".join(R.sample(clin.PMH, 3)))
        d.ln("DH: %s" % "; ".join(R.sample(clin.DRUGS, 2)))
        d.ln("Allergies: %s" % R.choice(clin.ALLERGY))
        d.ln("Red flags: %s" % R.choice(k.R["red"]))
        d.ln("Social: {o}. Lives with {f}.", o=occupation(R, k), f=fam_piece(R, k, 0))
        if maybe(R, 0.5):
            d.ln("Previous physio at {c} in {y} - %s." % R.choice(["helped", "DNA'd", "partial benefit"]),
                 c=P(phi.clinic(R, c), "HOSPITAL"), y=P(str(k.onset.year - R.randint(1, 6)), "DATE"))
        if maybe(R, 0.6):
            xd = phi.add_days(k.visit, -R.randint(10, 200))
            d.ln("Previous imaging: %s at {h} on {d} - %s." % (R.choice(k.R["img"])[0], R.choice(
                ["degenerative change only", "NAD", "mild OA", "report attached"])), h=P(k.hosp, "HOSPITAL"), d=date_piece(R, k, xd))
        d.ln("GP examination: %s; %s." % tuple(R.sample(k.R["tests"], 2)))
        d.ln("Patient expectation: %s" % R.choice(["wants a scan", "wants exercises", "wants to discuss surgery",
                                                    "unsure - advised re triage process"]))
        d.ln("Interpreter: %s" % R.choice(["No", "No", "Yes - Polish", "Yes - Punjabi", "Yes - Tongan", "No"]))
        if maybe(R, 0.4):
            d.ln("Next of kin: {n} ({r}) {t}", n=nm(k.fam[0][1], "FAMILY", "full"), r=k.fam[0][0],
                 t=P(phi.phone(R, c, "mob"), "PHONE"))
        d.ln("")
        d.ln("TRIAGE OUTCOME")
        td = phi.add_days(k.visit, R.randint(1, 9))
        d.ln("Triaged by: {n}, %s on {d}" % k.physio_role, n=nm(k.physio, "DOCTOR", "full"), d=date_piece(R, k, td))
        out = R.choice(["APP/ESP clinic", "MSK physiotherapy (group)", "MSK physiotherapy (1:1)",
                        "Orthopaedic Triage clinic", "MRI then APP review", "Pain Management Programme"])
        d.ln("Outcome: %s at {c}, {r}" % out, c=P(k.clinic, "HOSPITAL"), r=P(k.room, "LOCATION_OTHER"))
        d.ln("Category: %s. STarT Back/Keele tool not completed by referrer." % pri)
        d.ln("System user: {u}", u=P(k.physio_user, "USERNAME"))
    elif s == 1:
        d.ln("{h}", h=P(k.hosp, "HOSPITAL"))
        d.ln("REFERRAL ORDER - %s" % R.choice(["PHYSICAL THERAPY EVAL & TREAT", "ORTHOPEDIC TRIAGE / MSK",
                                                  "SPINE TRIAGE", "PT / SPORTS MEDICINE"]))
        d.ln("Order #: {o}    Encounter: {e}", o=P(phi.idnum(R), "IDNUM"), e=P(k.acct, "ACCOUNT"))
        d.ln("Order date: {d} %s" % phi.clock(R), d=date_piece(R, k, k.visit, "num"))
        d.ln("")
        d.ln("Patient: {n}   {m}", n=nm(k.pt, "PATIENT", "LF"), m=mrn_piece(R, k))
        d.ln("DOB: {d}   Age: {a}   Sex: %s" % k.pt.sex, d=dob_piece(R, k, "num"), a=P(str(k.age), "AGE"))
        d.ln("Home: {a}", a=phi.addr_pieces(R, k.addr, "one"))
        d.ln("Phone: {t}   %s: {m}" % ("Cell" if c in ("US", "CA") else "Mobile"), t=P(k.tel, "PHONE"), m=P(k.mob, "PHONE"))
        if c == "US":
            d.ln("Primary insurance: {i}   Member ID: {m}   Group #: {g}",
                 i=P(k.insurer, "ORGANIZATION"), m=P(k.hp, "HEALTHPLAN"), g=P(phi.group_no(R), "HEALTHPLAN"))
            if maybe(R, 0.35):
                d.ln("SSN (last 4 only on file): ***-**-%s" % k.ssn[-4:])
        else:
            d.ln("{i}", i=natid(R, k))
        d.ln("")
        d.ln("Referring provider: {g}, %s   %s: {l}" % ({"US": "MD", "CA": "MD", "GB": "MBChB MRCGP", "IE": "MB BCh MICGP",
                                                         "AU": "MBBS FRACGP", "NZ": "MBChB FRNZCGP"}[c],
                                                        phi.lic_label(c, "doctor")), g=dr(k.gp, "tfull", dot=c == "US"),
             l=P(k.gp_lic, "LICENSE"))
        d.ln("{p}  Ph {t}  Fax {f}", p=P(k.practice, "HOSPITAL"), t=P(k.practice_tel, "PHONE"), f=P(k.practice_fax, "FAX"))
        d.ln("")
        d.ln("Dx: %s (%s)" % (k.dx, R.choice(k.R["icd"])))
        d.ln("Secondary: %s" % R.choice(clin.PMH))
        d.ln("Reason: {a} %s. %s" % (k.pt.sex, _hpc(R, k)), a=P(str(k.age), "AGE"))
        d.ln("Frequency: %s" % R.choice(["2x/wk x 6 wks", "1-2x/week x 8 weeks", "eval only", "3x/wk x 4 wks"]))
        d.ln("Precautions: %s" % R.choice(["WBAT", "fall risk", "none", "no lifting > 10 lb", "anticoagulated"]))
        d.ln("Clinical notes (last visit {v}):", v=date_piece(R, k, phi.add_days(k.visit, -R.randint(0, 20)), "num"))
        d.ln("  %s. Exam: %s, %s. %s. Meds: %s. Allergies: %s." % (
            cap(R.choice(k.R["hx"])), R.choice(k.R["tests"]), R.choice(k.R["tests"]), cap(R.choice(k.R["red"])),
            R.choice(clin.DRUGS), R.choice(clin.ALLERGY)))
        d.ln("  Pt works as {p}; %s." % R.choice(["missed 2 shifts", "on modified duty", "unable to work since injury",
                                                "working from home"]), p=P(k.prof, "PROFESSION"))
        if maybe(R, 0.5):
            d.ln("Attachments: %s report ({h}, {d})" % R.choice(k.R["img"])[0], h=P(k.hosp, "HOSPITAL"),
                 d=date_piece(R, k, phi.add_days(k.visit, -R.randint(5, 90)), "num"))
        if maybe(R, 0.6):
            a1 = phi.add_days(k.visit, R.randint(1, 5))
            d.ln("Prior auth #: {p} valid {a}-{b}", p=P(phi.idnum(R, "claim"), "IDNUM"), a=date_piece(R, k, a1, "num"),
                 b=date_piece(R, k, phi.add_days(a1, 60), "num"))
        d.ln("Preferred location: {c} ({a})", c=P(k.clinic, "HOSPITAL"), a=P(k.clinic_addr.town, "CITY"))
        d.ln("Entered by: {u}", u=P(k.admin_user, "USERNAME"))
    else:
        letterhead(R, k, d, site=k.practice, addr=k.practice_addr, tel=k.practice_tel,
                   fax=k.practice_fax, email=k.practice_email)
        d.ln("")
        d.ln("{d}", d=date_piece(R, k, k.visit, "long"))
        d.ln("")
        d.ln("To: MSK Triage, {c}", c=P(k.clinic, "HOSPITAL"))
        d.ln("")
        d.ln("Dear colleague,")
        d.ln("")
        d.ln("Re: {n}, DOB {d}, {i}", n=pt_name(R, k, ("full", "tfull")), d=dob_piece(R, k), i=natid(R, k))
        d.ln("{a}", a=phi.addr_pieces(R, k.addr, "one"))
        d.ln("")
        d.ln("Thank you for seeing this {a} {o} with %s %s pain. %s. I suspect %s. " % (
            R.choice(clin.DURATIONS), R.choice(k.R["names"]), cap(R.choice(k.R["hx"])), k.dx),
             a=age_piece(R, k, "year"), o=P(k.prof, "PROFESSION") if not k.retired else ["retired ", P(k.prof, "PROFESSION")])
        d.ln("Symptoms started around {o}. %s has been off work since {w} and %s." % (
            "She" if k.pt.sex == "F" else "He", R.choice(["is keen to get back", "is worried about losing the job",
                                                          "employer is supportive", "is on light duties"])),
             o=P(phi.fmt_month(R, k.onset), "DATE"), w=date_piece(R, k, phi.add_days(k.onset, R.randint(3, 30)), "long"))
        d.ln("Examination: %s; %s. Neuro intact. No red flags (%s)." % (
            R.choice(k.R["tests"]), R.choice(k.R["tests"]), R.choice(k.R["red"])))
        d.ln("Meds: %s. Allergies: %s." % (", ".join(R.sample(clin.DRUGS, 2)), R.choice(clin.ALLERGY)))
        d.ln("PMH includes %s and %s. %s" % (R.choice(clin.PMH), R.choice(clin.PMH), R.choice(
            ["No previous episodes.", "Similar episode in {y} settled with physio.", "Has seen a chiropractor privately."])),
             y=P(str(k.onset.year - R.randint(2, 9)), "DATE"))
        d.ln("Best contact number {m}; %s {f} can also be reached on {t}." % ("her" if k.pt.sex == "F" else "his"),
            m=P(k.mob, "PHONE"), f=fam_piece(R, k, 0), t=P(phi.phone(R, c, "mob"), "PHONE"))
        d.ln("")
        d.ln("Kind regards,")
        d.ln("")
        d.ln("{g}", g=dr(k.gp, "tfull"))
        d.ln("General Practitioner, %s {l}" % phi.lic_label(c, "doctor"), l=P(k.gp_lic, "LICENSE"))
        if maybe(R, 0.5):
            d.ln("Dictated {g} / typed {t}", g=P(k.gp.ini().lower(), "DOCTOR"), t=P(k.admin.ini().lower(), "DOCTOR"))


def initial_assessment(R, k, d):
    c = k.c
    reg = k.R
    d.ln(R.choice(["PHYSIOTHERAPY INITIAL ASSESSMENT", "MSK Physio - New Patient Assessment",
                   "Initial Evaluation - Physical Therapy", "NEW PT ASSESSMENT", "Subjective / Objective - IA"]))
    d.ln("{c} - {r}", c=P(k.clinic, "HOSPITAL"), r=P(k.room, "LOCATION_OTHER"))
    d.ln("Date: {d}  Time: %s   Clinician: {p}" % phi.clock(R), d=date_piece(R, k, k.visit),
         p=nm(k.physio, "DOCTOR", R.choice(["full", "ilast"])))
    d.ln("Pt: {n}  ({a})  {m}", n=pt_name(R, k), a=age_piece(R, k, R.choice(["yo", "sexf", "yo2"])), m=mrn_piece(R, k))
    if maybe(R, 0.4):
        d.ln("{i}", i=natid(R, k))
    d.ln("Consent: verbal consent gained for assessment%s." % R.choice(["", " and treatment", "; chaperone offered, declined"]))
    d.ln("")
    d.ln("S:")
    d.ln("PC: %s %s pain" % (k.side, R.choice(reg["names"])))
    d.ln("HPC: Onset {o}, %s. %s {h}. Since then %s." % (R.choice(reg["hx"]), R.choice(
        ["Seen by GP at", "Attended the ED at", "Went to walk-in centre at", "X-ray at"]),
        R.choice(["gradually improving", "no change", "getting worse", "fluctuating"])),
         o=date_piece(R, k, k.onset) if maybe(R, 0.6) else P(phi.fmt_month(R, k.onset), "DATE"),
         h=P(k.practice if maybe(R, 0.3) else k.hosp, "HOSPITAL"))
    if maybe(R, 0.3):
        d.ln("Dr {g}'s referral letter reviewed; %s." % R.choice(["agrees with history", "X-ray report attached",
                                                                 "requests opinion re injection"]), g=P(k.gp.last, "DOCTOR"))
    if maybe(R, 0.5):
        d.ln("Injury occurred at {l} while out with {f}.", l=P(R.choice(PL.LANDMARKS), "LOCATION_OTHER"), f=fam_piece(R, k, 1))
    d.ln("Aggs: %s. Eases: %s." % (R.choice(["sitting > 20 min", "stairs", "overhead reaching", "walking > 1 mile",
                                          "bending", "gripping", "first steps am"]),
                                  R.choice(["rest", "heat", "moving about", "meds", "lying flat"])))
    d.ln("24hr: %s. Night pain: %s." % (R.choice(["am stiffness 30 min", "worse end of day", "no pattern"]),
                                       R.choice(["Y - wakes 2-3x", "N", "only lying on it"])))
    d.ln("VAS/NRS: %d/10 worst, %d/10 best" % (R.randint(6, 10), R.randint(0, 4)))
    d.ln("PMH: %s" % ", ".join(R.sample(clin.PMH, 2)))
    d.ln("DH: %s. Allergies: %s" % ("; ".join(R.sample(clin.DRUGS, 2)), R.choice(clin.ALLERGY)))
    d.ln("SQ: %s" % R.choice(reg["red"]))
    home = R.choice(["a house, 14 stairs", "a bungalow", "2nd floor flat, no lift", "a farm", "an apartment"])
    if maybe(R, 0.35):
        d.ln("SH: Lives with {f} and {g} in %s. {o}." % home, f=fam_piece(R, k, 0), g=fam_piece(R, k, 1), o=occupation(R, k))
    else:
        d.ln("SH: Lives with {f} in %s. {o}." % home, f=fam_piece(R, k, 0), o=occupation(R, k))
    if maybe(R, 0.3):
        rel, fp = k.fam[1]
        d.ln("Carer for %s {n} ({a}, %s); {w} helps at weekends." % (
            rel, R.choice(["post-stroke", "frail", "MS", "learning disability", "recent surgery"])), n=nm(fp, "FAMILY", "first"),
             a=P(str(_rel_age(R, k, rel)), "AGE"),
             w=nm(k.fam[0][1], "FAMILY", "first"))
    if maybe(R, 0.55):
        d.ln("Hobbies: %s; member of {c}. Drives (car reg {v} for parking permit)." % R.choice(
            ["running", "gym 3x/wk", "walking", "swimming", "dancing", "cycling"]),
             c=P(k.club, "ORGANIZATION"), v=P(phi.plate(R, c), "VEHICLE"))
    if maybe(R, 0.35):
        d.ln("Originally from {x}, moved to {t} in {y}.", x=P(R.choice(PL.ABROAD), "COUNTRY"),
             t=P(k.addr.town, "CITY"), y=P(str(R.randint(1975, 2020)), "DATE"))
    d.ln("Goals: %s" % R.choice(["return to work", "walk the dog 5 km", "play with grandkids",
                                 "back to 5k parkrun", "sleep through the night", "return to netball"]))
    d.ln("")
    d.ln("O:")
    d.ln("Obs: %s" % R.choice(["antalgic gait", "NAD", "reduced lumbar lordosis", "swelling noted", "guarded posture"]))
    d.ln("AROM: %s" % R.choice(["flex 60%, ext 25% P+", "F 120 deg / Abd 95 deg / ER 30 deg",
                               "flexion 100 deg, extension -5 deg", "full pain-free", "rotation L 60 R 45"]))
    for t in R.sample(reg["tests"], min(3, len(reg["tests"]))):
        d.ln("- %s" % t)
    d.ln("Neuro: %s" % R.choice(["intact", "dermatomes intact L2-S1", "reduced sensation L5 dermatome",
                                 "NAD upper limb", "not assessed"]))
    d.ln("Outcome measures: %s; %s" % (R.choice(clin.SCORES), R.choice(clin.SCORES)))
    d.ln("")
    d.ln("A: %s" % k.dx)
    tx = R.choice(["TENS", "Manual therapy PA mobs gr III", "Taped with Kinesio tape",
                   "Advised simple analgesia", "Discussed injection option", "TENS"])
    d.ln("P: Education re %s. HEP issued (%s). {t}. Review %s." % (
        R.choice(["pain science", "load management", "prognosis", "sleep position"]),
        ", ".join(e[0] for e in R.sample(reg["ex"], 2)), R.choice(clin.DURATIONS)),
         t=["Trial of TENS, loan unit SN ", P(phi.serial(R, "tens"), "DEVICE")] if tx == "TENS" else tx)
    d.ln("F/U booked {d} %s with {p}." % phi.clock(R),
         d=date_piece(R, k, phi.add_days(k.visit, R.choice([7, 14, 14, 21, 28]))),
         p=nm(k.physio, "DOCTOR", R.choice(["first", "ilast"])))
    d.ln("")
    sig_physio(R, k, d)


def exercise_programme(R, k, d):
    c = k.c
    reg = k.R
    d.ln(R.choice(["HOME EXERCISE PROGRAMME", "Your Exercise Plan", "EXERCISE PROGRAM", "HEP - printed from clinic system"]))
    d.ln("Prepared for: {n}   DOB: {d}", n=pt_name(R, k, ("full", "tfull", "first")), d=dob_piece(R, k))
    d.ln("Issued: {d}   By: {p} (%s)" % R.choice(["Physiotherapist", "Physical Therapist", "Physio", "PTA"]),
         d=date_piece(R, k, k.visit), p=nm(k.physio, "DOCTOR", R.choice(["full", "first", "ilast"])))
    d.ln("Clinic: {c}, {a}", c=P(k.clinic, "HOSPITAL"), a=phi.addr_pieces(R, k.clinic_addr, "one"))
    d.ln("Condition: %s (%s)" % (k.dx, k.side))
    d.ln("")
    if maybe(R, 0.6):
        d.ln("Watch your exercise videos at {u}", u=P(phi.url(R, k.clinic), "URL"))
        d.ln("Login: {u}   Access code: {a}", u=P(phi.username(R, k.pt.first, k.pt.last), "USERNAME"),
             a=P(phi.letters(R, 4) + phi.digits(R, 4), "IDNUM"))
        d.ln("")
    tab = maybe(R, 0.5)
    if tab:
        d.ln("No | Exercise                         | Sets x Reps          | Freq")
        d.ln("---+----------------------------------+----------------------+------")
    exs = R.sample(reg["ex"], min(len(reg["ex"]), R.randint(3, 6)))
    for i, (name, dose) in enumerate(exs, 1):
        freq = R.choice(["daily", "2x daily", "3x/week", "every other day", "BD"])
        if tab:
            d.ln("%-2d | %-32s | %-20s | %s" % (i, name, dose, freq))
        else:
            d.ln("%d. %s" % (i, name))
            d.ln("   Dose: %s, %s. %s" % (dose, freq, R.choice(
                ["Keep pain under 4/10.", "Slow and controlled.", "Stop if sharp pain.",
                 "Use red Theraband.", "Hold onto a chair for balance.", "Progress to green band at 2/52.", ""])))
    d.ln("")
    d.ln("Pain monitoring: a little discomfort (up to 3-4/10) is OK if it settles by the next morning.")
    d.ln("General advice:")
    for tip in R.sample(["Keep active - walking is good for you.", "Pace your activities; little and often.",
                         "Use heat (wheat bag) for 15 min before exercising.", "Take paracetamol regularly as advised by your GP.",
                         "Progress: add one set each week if pain allows.", "Sleep with a pillow between your knees.",
                         "Follow the Otago Exercise Programme booklet for balance.", "Borg RPE target 12-14 for cardio.",
                         "Pilates-based core class on the timetable if you would like to join.",
                         "Avoid prolonged static postures > 30 min.", "Ice 10-15 min after activity if swollen."], 3):
        d.ln("  * %s" % tip)
    if maybe(R, 0.5):
        d.ln("Equipment loaned: %s - asset no. {s}. Please return to reception." % R.choice(clin.DEVICE_MODELS),
             s=P(phi.serial(R, "asset"), "DEVICE"))
    if maybe(R, 0.4):
        pool = R.choice(PL.LANDMARKS[2:])
        d.ln("Hydrotherapy: Thursdays %s at {p} (changing room code given verbally)." % phi.clock(R, 9, 16),
             p=P(pool, "LOCATION_OTHER"))
    d.ln("Next appointment: {d} at %s, {r}" % phi.clock(R), d=date_piece(R, k, phi.add_days(k.visit, R.choice([14, 21, 28]))),
         r=P(k.room, "LOCATION_OTHER"))
    d.ln("Questions? Call {t} (Mon-Fri) or email {e}.", t=P(k.clinic_tel, "PHONE"), e=P(k.clinic_email, "EMAIL"))
    em = {"GB": "NHS 111 or 999", "IE": "112 or 999", "US": "911", "CA": "911 or HealthLink 811",
          "AU": "000 or healthdirect", "NZ": "111 or Healthline"}[c]
    d.ln("If you develop numbness in the saddle area or problems passing urine, call %s immediately." % em)
    if maybe(R, 0.4):
        d.ln("Printed {d} by {u}", d=date_piece(R, k, k.visit, "sys"), u=P(k.physio_user, "USERNAME"))


def injection_record(R, k, d):
    c = k.c
    reg = k.R
    site, drug = R.choice(reg["inj"])
    d.ln(R.choice(["CORTICOSTEROID INJECTION RECORD", "Injection Clinic - Procedure Note",
                   "MSK INJECTION THERAPY RECORD", "Joint/Soft Tissue Injection"]))
    d.ln("{c}  |  {r}", c=P(k.clinic if maybe(R, 0.5) else k.hosp, "HOSPITAL"), r=P(k.room, "LOCATION_OTHER"))
    d.ln("")
    pt_header(R, k, d, addr=maybe(R, 0.5), contact=maybe(R, 0.5))
    d.ln("Date of procedure: {d}  Time: %s" % phi.clock(R), d=date_piece(R, k, k.visit))
    d.ln("Encounter no: {e}", e=P(k.acct, "ACCOUNT"))
    d.ln("Practitioner: {p}, %s (%s)" % (k.physio_role, R.choice(["independent prescriber", "under PGD",
                                                                   "supplementary prescriber", "injection-trained"])),
         p=nm(k.physio, "DOCTOR", "full"))
    d.ln("Chaperone: {h} (%s)" % R.choice(["HCA", "RN", "student physio", "MA"]), h=nm(k.admin, "DOCTOR", R.choice(["full", "first"])))
    d.ln("")
    d.ln("Indication: %s, %s. Failed %s of physiotherapy." % (k.dx, k.side, R.choice(clin.DURATIONS)))
    d.ln("Pre-procedure checklist:")
    d.ln("[x] No local or systemic infection   [x] Not anticoagulated%s" % R.choice(["", " (INR 2.4 - discussed)"]))
    d.ln("[x] Allergies checked: %s   [x] BG %s mmol/L" % (R.choice(clin.ALLERGY), R.choice(["5.8", "7.2", "9.1", "6.4"])))
    prev = phi.add_days(k.visit, -R.randint(100, 700))
    d.ln("[x] Previous injection this site: %s" % R.choice(["none", "one"]) + ("" if maybe(R, 0.4) else ""))
    if maybe(R, 0.6):
        d.ln("    last injected {p} by {dr}", p=date_piece(R, k, prev), dr=dr(k.gp, "tlast"))
    d.ln("Consent: %s consent. Risks discussed: post-injection flare, skin depigmentation, fat atrophy, "
         "infection (approx 1:15,000), facial flushing, transient rise in blood glucose." % R.choice(["Written", "Verbal"]))
    d.ln("")
    d.ln("Procedure:")
    d.ln("Site: %s %s" % (k.side, site))
    d.ln("Guidance: %s" % R.choice(["landmark", "ultrasound guided", "US guided"]))
    if maybe(R, 0.5):
        d.ln("US machine asset {a}", a=P(phi.serial(R, "asset"), "DEVICE"))
    d.ln("Needle: %s" % R.choice(["21G 1.5 inch (green)", "23G 1 inch (blue)", "25G orange", "22G spinal 3.5 inch"]))
    d.ln("Drug: %s" % drug)
    d.ln("Batch: %s%s  Exp: %s/%d" % (phi.letters(R, 2), phi.digits(R, 5), R.randint(1, 12), k.visit.year + R.randint(1, 2)))
    d.ln("Aseptic no-touch technique, chlorhexidine 2%. No immediate complications.")
    d.ln("Observed %d min post-injection; %s." % (R.choice([15, 20, 30]), R.choice(
        ["no adverse reaction", "mild vasovagal, recovered lying flat", "pain 2/10 from 7/10 (local anaesthetic effect)"])))
    d.ln("")
    d.ln("Advice: relative rest 48 hrs, then resume HEP. Written leaflet given. Diabetics to monitor BG.")
    d.ln("If hot/swollen joint or fever contact {t} or attend ED.", t=P(k.clinic_tel, "PHONE"))
    if maybe(R, 0.5):
        d.ln("Driving home with {f}.", f=fam_piece(R, k, 0))
    d.ln("Review: telephone review %s ({d})" % R.choice(["6/52", "4-6 weeks", "8/52"]),
         d=date_piece(R, k, phi.add_days(k.visit, R.choice([28, 35, 42])), "num"))
    d.ln("Copy to GP: {g}, {p}", g=dr(k.gp, "tilast"), p=P(k.practice, "HOSPITAL"))
    d.ln("")
    sig_physio(R, k, d)
