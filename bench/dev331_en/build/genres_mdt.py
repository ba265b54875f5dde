"""Genres: ICD decision MDT note, sudden death family liaison note, telephone advice log."""
import clinical as CL
import common as C
from common import t


def _hm(ctx, lo=8, hi=18):
    return "%02d:%02d" % (ctx.r.randint(lo, hi), ctx.r.randint(0, 59))


def icd_mdt(n, ctx):
    ref = ctx.rdate(2021, 2024)
    chair = C.doctor(ctx)
    staff = [C.doctor(ctx) for _ in range(ctx.r.randint(2, 4))] + [C.doctor(ctx, nurse=True) for _ in range(ctx.r.randint(1, 3))]
    hosp = ctx.hospital()
    n(ctx.ch(["ICD DECISION MDT", "Inherited Cardiac Conditions / Device MDT - minutes", "ICC-EP JOINT MDT OUTCOME",
              "Sudden Death Risk MDT"]), "\n")
    n("Date: ", ctx.date(ref, ctx.ch(["wk", "num", "long"])), "   Time: ", _hm(ctx, 12, 16), "   Venue: ",
      ctx.ch(["Cardiology seminar room, ", "MS Teams / ", "Education Centre, ", "Cardiology meeting room, "]), hosp, "\n")
    n("Chair: ", C.drname(ctx, chair, "title_full"), "\nPresent: ")
    for i, s in enumerate(staff):
        if i:
            n(", ")
        n(C.drname(ctx, s, ctx.ch(["title_last", "title_full", "initial"])), " (",
          ctx.ch(["EP", "ICC", "imaging", "HF"]) if not s.nurse else ctx.ch(["CNS", "GC", "physiologist", "device nurse"]), ")")
    if ctx.p(0.5):
        n("\nApologies: ", C.drname(ctx, C.doctor(ctx), "title_last"))
    minute = C.doctor(ctx, nurse=True)
    n("\nMinutes: ", minute.fn(), ", MDT coordinator (", ctx.phone(ext=True), ")\n\n")
    ncase = ctx.r.randint(1, 3)
    for ci in range(ncase):
        pt, _ = C.new_patient(ctx, 13, 70, ref=ref)
        cond = CL.pick_cond(ctx)
        ml, mrn = ctx.mrn()
        refd = C.doctor(ctx)
        n("CASE %d of %d\n" % (ci + 1, ncase))
        n("Patient: ", pt.cap() if ctx.p(0.5) else pt.fn(), ", ", ("AGE", str(pt.age)), pt.sex, "   ", ml, " ", mrn)
        if ctx.p(0.4):
            hl, hn = ctx.healthno()
            n("   ", hl, " ", hn)
        n("\nReferred by: ", C.drname(ctx, refd, "title_last"), ctx.ch([", ", " @ "]), ctx.hospital() if ctx.p(0.7) else ctx.practice(), "\n")
        n("Diagnosis: ", cond["name"], " (", cond["gene"], " ", cond["variant"].split(" ")[0], ", ", cond["cls"].split(" (")[0], ")\n")
        feats = CL.feature(ctx, cond, 3)
        n("Key data: ", "; ".join(feats), "; NSVT ", ctx.ch(["yes (3 runs, max 9 beats)", "no", "yes x1"]),
          "; unexplained syncope ", ctx.ch(["no", "yes - " , "no"]))
        if n.parts[-1].endswith("- "):
            n(ctx.date(ctx.shift(ref, -300, -20), "monyr"))
        n("\n")
        if ctx.p(0.6):
            frel, fsex = ctx.ch([("brother", "M"), ("sister", "F"), ("father", "M"), ("cousin", "M"), ("cousin", "F"), ("uncle", "M"),
                                 ("aunt", "F")])
            fam = ctx.relative(pt, sex=fsex)
            n("Family history: ", frel, " ", fam.fn() if ctx.p(0.5) else fam.gn(),
              " SCD aged ", ("AGE", str(ctx.r.randint(15, 44))))
            if ctx.p(0.5):
                n(" (", ctx.date(ctx.rdate(1995, 2022), "year"), ", ", ctx.ch(["while jogging", "in sleep", "at a wedding", "playing football"]), ")")
            n("\n")
        n("Risk: ", CL.fill(ctx, cond["risk"]), "\n")
        if ctx.p(0.35):
            n("Occupation: ", ctx.profession(), ctx.ch(["", " - Group 2 licence holder", " (works at heights)"]), "\n")
        pairs = [
            ("Borderline risk. Patient keen to avoid device; discussed S-ICD vs transvenous. Consensus that ICD is reasonable (Class IIa).",
             "ICD recommended - patient to decide after counselling"),
            ("Survived out-of-hospital VF arrest. Secondary prevention ICD indicated; no pacing indication.",
             ctx.ch(["S-ICD recommended (passed vector screening)", "Transvenous single-chamber ICD recommended"])),
            ("Low estimated risk; no ICD. Continue surveillance, repeat CMR and Holter in 12 months.", "No ICD at present"),
            ("Genetic result is VUS - does not change management; decision based on phenotype. Needs ambulatory monitoring first.",
             "Defer - further information required (14-day monitor, CMR)"),
            ("Recurrent arrhythmic syncope despite beta-blocker at target dose; adherence confirmed.",
             ctx.ch(["ICD recommended", "ICD recommended; consider LCSD as adjunct"]))]
        if cond["gene"] == "LMNA":
            pairs.append(("LMNA with PR prolongation and NSVT - meets criteria for ICD with pacing capability.",
                          "Dual-chamber ICD recommended"))
        if ctx.p(0.2):
            disc, outc = ("Already has ", "Generator replacement")
        else:
            disc, outc = ctx.ch(pairs)
        n("Discussion: ", disc)
        if n.parts[-1].endswith("has "):
            n(ctx.ch(CL.ICD_MODELS), " (SN ", ctx.serial("icd"), ", implanted ", ctx.date(ctx.rdate(2012, 2019), "year"),
              ") at ERI; generator change due - discussed downgrade vs replacement; replace.")
        n("\nOutcome: ", outc, "\n")
        n("Actions: ", C.drname(ctx, ctx.ch([x for x in staff if not x.nurse]), "title_last"), " to discuss with patient in clinic on ",
          ctx.date(ctx.shift(ref, 7, 60), ctx.ch(["num", "daymon", "wkshort"])))
        if ctx.p(0.5):
            n("; list for implant at ", ctx.hospital(), " (", ctx.ch(["cath lab", "EP lab", "main theatres"]), ")")
        if ctx.p(0.4):
            n("; letter to GP ", t(ctx, "Dr"), " ", ctx.person("DOCTOR").ln())
        n(".\n\n")
    n("Next MDT: ", ctx.date(ctx.shift(ref, 14, 28), ctx.ch(["num", "long"])), ".  Minutes circulated to attendees via ",
      ctx.email(generic="icc.mdt"), "\n")


def sd_liaison(n, ctx):
    d_age = ctx.r.randint(9, 40)
    death = ctx.rdate(2020, 2024)
    pt = ctx.person("PATIENT")
    pt.age = d_age
    pt.dob = ctx.dob_for(d_age, death)
    nurse = C.doctor(ctx, nurse=True)
    nurse.role_title = ctx.ch(["ICC Family Liaison Nurse", "Bereavement and Family Liaison Nurse", "Cardiac Genetic Counsellor"])
    n(ctx.ch(["SUDDEN CARDIAC DEATH - FAMILY LIAISON NOTE", "Sudden Arrhythmic Death: family contact record",
              "SADS / SCD FAMILY LIAISON - NURSE NOTE", "Young Sudden Cardiac Death - Family Support Record"]), "\n")
    n(ctx.hospital(), " - ", ctx.ch(C.SERVICE), "\n\n")
    n("Deceased: ", pt.fn(), "   DOB: ", ctx.date(pt.dob, "num"), "   Date of death: ", ctx.date(death, ctx.ch(["num", "long"])),
      "   Age: ", ("AGE", str(d_age)), "\n")
    if ctx.p(0.5):
        n("Summary: ", pt.gn(), " was a previously well ", ctx.age(d_age, ctx.ch(["word", "yearold"])), " ",
          ctx.ch(["with no cardiac history", "who had had two faints in the preceding year", "with a history of 'seizures' since childhood",
                  "who had been told of a 'heart murmur' as a child"]), ".\n")
    where = ctx.r.randrange(4 if d_age >= 18 else 3)
    n("Circumstances: ")
    if where == 0:
        n("collapsed while ", ctx.ch(["playing football", "training", "running", "swimming", "playing hurling", "cycling"]),
          " at ", ctx.landmark(), " with ", ctx.club(), ". Bystander CPR by ", ctx.ch(["a coach, ", "teammate ", "a passer-by, "]),
          ctx.person("FAMILY").fn(), "; AED shock x", str(ctx.r.randint(1, 3)), " - ", ctx.ch(["no ROSC", "ROSC, died in ICU 3 days later"]), ".")
    elif where == 1:
        n("found unresponsive in bed at home (", ("STREET", ctx.street()), ", ", ("CITY", ctx.town()), ") by ",
          ctx.ch(["mother", "partner", "flatmate", "father"]), " in the morning. Previously well.")
    elif where == 2:
        n("collapsed at work at ", ctx.employer(), " where ", pt.he(), " worked as a ", ctx.profession(), ". ",
          ctx.ch(["Witnessed, no prodrome.", "Unwitnessed.", "Had complained of palpitations earlier."]))
    else:
        n("single-vehicle collision; ", pt.he(), " was driving (", ctx.ch(["reg. ", "plate ", "vehicle "]), ctx.plate(),
          ") and witnesses describe ", pt.him(), " slumping before the car left the road near ", ("CITY", ctx.town()),
          ". Injuries not felt sufficient to explain death.")
    if ctx.p(0.4):
        n(" Attended ", ctx.school(), ".")
    n("\n\n")
    coroner = ctx.person("FAMILY")
    officer = ctx.person("FAMILY")
    body = {"US": "Medical Examiner", "CA": "Coroner", "AU": "State Coroner", "NZ": "Coroner", "ZA": "Forensic Pathology Service",
            "SG": "State Coroner", "GB": "HM Coroner", "IE": "Coroner"}[ctx.c]
    n(body, ": ", coroner.fn() if ctx.p(0.5) else coroner.ln(), "   Case no. ", ctx.idnum("case"), "\n")
    n(ctx.ch(["Coroner's officer: ", "Investigating officer: ", "Coronial liaison: "]), officer.fn(), ", tel ", ctx.phone(),
      ctx.ch(["", "  email ", ""]))
    if n.parts[-1].endswith("email "):
        n(ctx.email(officer))
    n("\n")
    path = C.doctor(ctx)
    pm = ctx.shift(death, 2, 9)
    n("Post-mortem: ", ctx.date(pm, "num"), " at ", ctx.hospital(), " by ", C.drname(ctx, path, "title_full"), ". ",
      ctx.ch(["Heart retained and sent for expert cardiac pathology to ", "Cardiac pathology review by ", "Heart examined by "]))
    cp = C.doctor(ctx)
    n(C.drname(ctx, cp, "title_full"), ", ", ctx.hospital(), " (ref ", ctx.idnum("case"), "). Finding: ", ctx.ch(CL.COD_SCD), ". Toxicology ",
      ctx.ch(["negative", "negative", "pending", "therapeutic levels of sertraline only"]), ".\n")
    n("Molecular autopsy: ", ctx.ch(["EDTA blood", "frozen spleen", "DNA from skin"]), " stored, lab no. ", ctx.idnum("lab"), "; ",
      ctx.ch(["SADS panel requested", "awaiting coroner consent for testing", "result: " + CL.pick_cond(ctx)["gene"] + " variant - see letter",
              "no variant identified"]), ".\n\n")
    nok = ctx.relative(pt, sex="F" if ctx.p(0.6) else "M", same_name=ctx.p(0.7))
    relw = "mother" if nok.sex == "F" else "father"
    n("Contact with family\n")
    cd = ctx.shift(death, 10, 60)
    n(ctx.date(cd, ctx.ch(["num", "abbr"])), " ", _hm(ctx), " - telephoned ", pt.his(), " ", relw, " ", nok.fn(), " (next of kin) on ",
      ctx.phone(kind="mobile"), ". Explained role of the ICC service and why relatives are offered screening. ", nok.gn(),
      ctx.ch([" tearful but keen to proceed", " asked about the coroner's timescale", " wants the whole family seen together"]), ".\n")
    cd2 = ctx.shift(cd, 5, 40)
    n(ctx.date(cd2, ctx.ch(["num", "abbr"])), " - home visit to ", ctx.address(sep=", "), ctx.ch([" with ", " accompanied by "]),
      C.drname(ctx, C.doctor(ctx), "title_full"), ". Three-generation pedigree drawn. ")
    if ctx.p(0.5):
        n("Family speak ", ctx.ch(["Polish", "Tongan", "Punjabi", "Somali", "Portuguese", "Arabic", "Vietnamese"]), " at home; interpreter ",
          ctx.person("DOCTOR").fn(), " present. ")
    n("\n\nFirst-degree relatives for screening:\n")
    rels = C.relatives(ctx, pt, ctx.r.randint(2, 5))
    for rl in rels:
        if (rl.rel in ("son", "daughter") and d_age < 28) or rl.rel == relw:
            continue
        rl.dob = ctx.dob_for(rl.age, cd2)
        n("- ", rl.fn(), ", ", rl.rel, ", DOB ", ctx.date(rl.dob, "num"), ", ")
        k = ctx.r.randrange(3)
        if k == 0:
            n(C.gp_word(ctx), " ", t(ctx, "Dr"), " ", ctx.person("DOCTOR").ln(), ", ", ctx.practice())
        elif k == 1:
            n("lives in ", ctx.abroad(), " - letter for local cardiologist")
        else:
            n("appointment ", ctx.date(ctx.shift(cd2, 14, 90), "num"), " ICC clinic")
        n("\n")
    n("\nSupport: ", ctx.ch(["referred to hospital bereavement service", "given details of peer support charity and counselling",
                            "GP informed; family declined counselling at present", "school counsellor involved for siblings"]),
      ". Follow-up call planned ", ctx.date(ctx.shift(cd2, 7, 30), ctx.ch(["num", "wkshort", "daymon"])), ".\n")
    n("\n", nurse.fn(), ", ", nurse.role_title, "   ", ctx.ch(["Tel ", "Direct ", "Mobile "]), ctx.phone(kind=ctx.ch(["land", "mobile"])))
    if ctx.p(0.5):
        n("   ", ctx.email(nurse))
    n("\n")


def phone_log(n, ctx):
    pt, ref = C.new_patient(ctx, 3, 75)
    cond = CL.pick_cond(ctx)
    ml, mrn = ctx.mrn()
    nurses = [C.doctor(ctx, nurse=True) for _ in range(2)]
    n(ctx.ch(["TELEPHONE ADVICE LOG", "ICC Nurse Advice Line - call record", "Telephone encounter log",
              "PHONE CONTACTS - Inherited Cardiac Conditions"]), "\n")
    n("Patient: ", pt.cap() if ctx.p(0.5) else pt.fn(), "   DOB ", ctx.date(pt.dob, ctx.ch(["num", "short"])), "   ", ml, " ", mrn, "\n")
    n("Dx: ", cond["abbr"], " (", cond["gene"], ")", ctx.ch(["", "; ICD in situ", "; on " + CL.meds(ctx, cond, 1)[0]]), "\n")
    carer = None
    if pt.age < 16 or ctx.p(0.3):
        carer = ctx.relative(pt, sex=ctx.ch("MF"), same_name=ctx.p(0.7))
        n("Main contact: ", carer.fn(), " (", ctx.ch(["mother", "father", "parent", "partner", "carer"]) if pt.age >= 16 else
          ("mother" if carer.sex == "F" else "father"), ") ", ctx.phone(kind="mobile"), "\n")
    else:
        n("Contact no.: ", ctx.phone(kind=ctx.ch(["mobile", "land"])), "\n")
    n("-" * 60, "\n")
    d = ref
    kinds = [0, 1, 2, 3, 4, 6] + ([5] if pt.age >= 18 else [])
    order = ctx.r.sample(kinds, ctx.r.randint(2, 5))
    for i, k in enumerate(order):
        d = ctx.shift(d, 0, 20)
        who = ctx.ch(nurses)
        n(ctx.date(d, ctx.ch(["num", "short", "dmy_upper", "wkshort"])), " ", _hm(ctx), " ",
          ctx.ch(["IN", "OUT", "inbound", "outbound", "VM"]), "  by ")
        n(ctx.username(who) if ctx.p(0.6) else who.fn())
        n("\n")
        caller = carer.gn() if carer and ctx.p(0.7) else (
            (pt.nick() if pt.first in C.PP.NICKNAMES else pt.gn()) if ctx.p(0.8) else ["pt ", pt.ini()])
        if k == 0:
            n(caller, " rang re: new rx of ", ctx.ch(CL.QT_DRUGS), " from ", C.gp_word(ctx), " for ", ctx.ch(["chest infx", "nausea", "low mood", "ear infection"]),
              ". ", C.typo(ctx, "Advised", "Advsied"), " not to start - QT prolonging. Checked crediblemeds list. Spoke w ", C.drname(ctx, C.doctor(ctx), "title_last"),
              " (on-call EP, bleep ", ctx.pager(), ") - suggest ", ctx.ch(["doxycycline", "amoxicillin", "cyclizine w caution", "sertraline ok w ECG"]),
              ". ", C.gp_word(ctx), " office informed by phone ", ctx.phone(), ".\n")
        elif k == 1:
            n("pt reports ", ctx.ch(["ICD shock x1 while ", "2 x palps episodes lasting ~5 min while ", "dizzy spell while "]),
              ctx.ch(["gardening", "at work", "walking the dog", "at the gym"]), ", no LOC. ", ctx.ch(["Advised remote transmission - received, see device clinic note.",
                                                                                                   "Advised ED if further shock or >1 shock in 24h.",
                                                                                                   "Book Holter; safety-net given."]), "\n")
        elif k == 2:
            n("fever 38.9 - ", cond["abbr"], ". advised regular paracetamol + ECG at ", ctx.practice(), " today. ",
              ctx.ch(["ECG faxed to us on ", "ECG emailed to "]))
            if n.parts[-1].startswith("ECG faxed"):
                n(ctx.fax())
            else:
                n(ctx.email(generic="icc.ecg"))
            n(" - no type 1 pattern.\n")
        elif k == 3:
            n("called to give genetic result (", cond["gene"], " ", cond["cls"].split(" (")[0], "). ", caller,
              ctx.ch([" ok with info, appt to discuss booked ", " upset; GC to call back ", " asked about testing kids - clinic "]))
            n(ctx.date(ctx.shift(d, 5, 40), ctx.ch(["num", "wkshort"])), ".\n")
        elif k == 4:
            n(C.typo(ctx, "no answer", "no anwser", 0.1), ". LVM to call back on ", ctx.phone(ext=True), ".\n")
        elif k == 5:
            n("employer (", ctx.employer(), ") asked about return to work as ", ctx.profession(),
              ". Explained we need written consent from pt before discussing. Pt rang later, consent given verbally.\n")
        else:
            n(caller, " asking if ok to ", ctx.ch(["fly to ", "travel to ", "go on holiday to "]), ctx.abroad())
            if ctx.p(0.3):
                n(" over ", ("DATE", ctx.ch(["Christmas", "Easter", "the Christmas holidays", "Thanksgiving" if ctx.c in ("US", "CA") else "New Year"])))
            else:
                n(" on ", ctx.date(ctx.shift(d, 10, 60), ctx.ch(["daymon", "num"])))
            n(". Yes - carry device ID card & ", ctx.ch(["med list", "ECG copy"]), ".\n")
        if ctx.p(0.18):
            n("  ID verified: DOB + ", ctx.ch(["voice biometric ", "voiceprint ref ", "VoiceID "]), ctx.bioid("voice"), "\n")
        if ctx.p(0.15):
            n("  [logged from ws ", ctx.ip(), "]\n")
    n("-" * 60, "\n", ctx.ch(["Plan: as above.", "Next review: clinic as booked.", "Close log.", "For MDT discussion."]), " ",
      ctx.ch(nurses).ini(dots=False), "\n")
