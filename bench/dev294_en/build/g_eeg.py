"""Genres: EEG report (routine / sleep-deprived / ambulatory); video-telemetry admission summary."""
import datetime as dt

import clin as C
import parts as T
import pools as P
from common import pick, chance


def _tech(ctx):
    return ctx.clin(sex=pick(ctx.r, "FFM"))


def eeg_report(n, ctx, k):
    r = ctx.r
    p = k.p
    rec = ctx.days_ago(0, 6)
    kind = pick(r, ["routine", "sleep-deprived", "ambulatory", "routine", "ambulatory"])
    us = ctx.c in ("US", "CA")
    tech = _tech(ctx)
    n.ln(pick(r, ["DEPARTMENT OF CLINICAL NEUROPHYSIOLOGY", "Clinical Neurophysiology", "NEURODIAGNOSTIC LABORATORY" if us else "EEG Department",
                  "Neurophysiology Service"]))
    n.ln(("HOSPITAL", k.hosp), pick(r, ["", " - EEG Laboratory", ", Neurophysiology"]))
    if chance(r, .5):
        n.ln(("STREET", k.hosp_addr["street"]), ", ", ("CITY", k.hosp_addr["town"]), "  Tel ", ("PHONE", ctx.phone(ext=chance(r, .4))))
    n.w("\n")
    title = {"routine": "ROUTINE EEG REPORT", "sleep-deprived": "SLEEP-DEPRIVED EEG REPORT",
             "ambulatory": pick(r, ["AMBULATORY EEG REPORT (72 h)", "HOME VIDEO-AMBULATORY EEG REPORT", "48-HOUR AMBULATORY EEG"])}[kind]
    n.ln(title)
    n.ln("=" * len(title))
    tab = chance(r, .6)
    if tab:
        n.ln("Patient:          ", ctx.nm(p, "PATIENT", pick(r, ["caps", "lastfirst", "full"])))
        n.ln("DOB / Age:        ", ("DATE", ctx.d(p.dob)), " / ", ("AGE", str(p.age)), pick(r, [" years", "y", " yrs"]))
        n.ln(k.mrn_lab + ":" + " " * (18 - len(k.mrn_lab) - 1), ("MRN", k.mrn))
        if chance(r, .5):
            n.ln(k.hp_lab + ":" + " " * max(1, 18 - len(k.hp_lab) - 1), ("HEALTHPLAN", k.hp))
        n.ln("EEG number:       ", ("IDNUM", ctx.idnum("eeg")))
        if us and chance(r, .6):
            n.ln("Account:          ", ("ACCOUNT", ctx.account()))
        n.ln("Date of study:    ", ("DATE", ctx.d(rec, pick(r, [None, "dash3", "wd_long"]))), "   Start: %02d:%02d" % (r.randint(8, 15), r.randint(0, 59)))
        loc = pick(r, ["out", "out", "ward", "home"])
        if loc == "out":
            n.ln("Location:         Outpatient EEG lab")
        elif loc == "home":
            n.ln("Location:         Home recording")
        else:
            n.ln("Location:         Portable, ", ("HOSPITAL", pick(r, P.WARDS)), ", bed ", ("LOCATION_OTHER", str(r.randint(1, 28))))
    else:
        n.ln("Name: ", ctx.nm(p, "PATIENT", "full"), "   DOB: ", ("DATE", ctx.d(p.dob)), "   ", k.mrn_lab, ": ", ("MRN", k.mrn))
        n.ln("Study no. ", ("IDNUM", ctx.idnum("eeg")), "   Recorded ", ("DATE", ctx.d(rec)))
    ref = ctx.clin()
    n.ln("Referred by: ", ctx.doc(ref, pick(r, ["title_full", "title_init", "full_cred"])), pick(r, [" (Neurology)", " (Paediatrics)" if not ctx.us else " (Pediatrics)", " (Emergency Medicine)", ", ", ""]),
         ("HOSPITAL", ctx.practice()) if chance(r, .2) else "")
    n.w("Clinical details: ")
    if chance(r, .25):
        n.w("Pt ", ctx.nm(p, "PATIENT", pick(r, ["initials", "first_init"])), ", ")
    if chance(r, .6):
        n.w(T.age(ctx, p.age, pick(r, ["yo", "y/o", "sex", "yo_hyph"]), sex=p.sex), " ")
    n.w(pick(r, ["?epilepsy. ", "Recurrent episodes of ", "Known epilepsy; ", "First seizure. ", "Staring spells reported by school. "]),
        pick(r, C.SEIZ_TYPES), ". ", pick(r, ["Query JME.", "Ongoing events despite treatment.", "Please assess for epileptiform activity.", "?NEAD."]))
    if chance(r, .4):
        n.w(" Last event ", ("DATE", ctx.d(ctx.days_ago(2, 40), pick(r, ["dm", "dm_num", "wd_short"]))), ".")
    n.ln()
    if p.age < 16 and chance(r, .6):
        n.ln("Attends ", ("ORGANIZATION", ctx.school()), "; teacher reports ", pick(r, ["daydreaming episodes", "dropping things in the morning", "episodes of unresponsiveness"]), ". Accompanied by ",
             k.rel_word, " ", ctx.nm(k.rel, "FAMILY", pick(r, ["first", "title_last"])), ".")
    n.ln("Medication: ", "; ".join(k.asms) if chance(r, .75) else pick(r, ["nil", "none", "no ASM"]))
    n.w("\n")
    n.ln("TECHNICAL")
    sysname = pick(r, C.EEG_SYSTEMS)
    dur = {"routine": "%d minutes" % r.randint(22, 40), "sleep-deprived": "%d minutes" % r.randint(40, 75),
           "ambulatory": "%d h %02d min" % (r.randint(46, 72), r.randint(0, 59))}[kind]
    n.ln("Recorded with ", sysname, pick(r, [", 21 scalp electrodes (International 10-20 system) plus ECG", ", 10-20 placement with additional T1/T2, ECG and EMG", ", 25 electrodes (10-10 inferior temporal chain)"]),
         ". Duration ", dur, ". Impedances <5 kOhm. Synchronised video: ", pick(r, ["yes", "no", "yes (single camera)"]), ".")
    if chance(r, .6):
        n.w("Amplifier/recorder serial ", ("DEVICE", ctx.device_sn("amb" if kind == "ambulatory" else "amp")))
        if chance(r, .6):
            n.w("; acquisition station ", ("IPADDR", ctx.ip()))
        n.ln(".")
    if kind == "ambulatory":
        end = rec + dt.timedelta(days=pick(r, [2, 3]))
        n.ln("Recording period: ", ("DATE", ctx.d(rec)), " ", "%02d:%02d" % (r.randint(9, 12), r.randint(0, 59)), " to ", ("DATE", ctx.d(end)), " %02d:%02d" % (r.randint(9, 12), r.randint(0, 59)),
             ". Fitted at ", pick(r, ["the department", "home"]), " by ", ctx.nm(tech, "DOCTOR", "full"), ".")
        if chance(r, .5):
            n.ln("Home address for collection: ", ctx.addr_items(k.addr), "; contact ", ("PHONE", k.phone), ".")
    n.ln("Recorded by: ", ctx.nm(tech, "DOCTOR", pick(r, ["full", "first_init", "init_last"])), pick(r, [", Clinical Physiologist", ", R. EEG T.", ", Neurophysiology Technologist", " (CCS)"]))
    n.w("\n")
    n.ln("DESCRIPTION")
    n.ln(pick(r, C.EEG_BG))
    abn, cat = pick(r, C.EEG_ABN)
    n.ln(abn)
    for grp in C.ACTIVATION:
        if chance(r, .8):
            n.ln(pick(r, grp))
    if kind == "ambulatory":
        n.ln("Events:")
        evs = sorted(r.randint(60, 60 * 46) for _ in range(r.randint(1, 4)))
        base = dt.datetime(rec.year, rec.month, rec.day, 11, 0)
        for i, mins in enumerate(evs):
            ev = base + dt.timedelta(minutes=mins)
            n.ln("  %d) " % (i + 1), ("DATE", ctx.d(ev.date(), pick(r, ["dm_num", "wd_short", None]))), " %02d:%02d " % (ev.hour, ev.minute),
                 pick(r, ["button press - 'funny feeling'", "diary: dizzy, no EEG change", "mother noted staring; 4 s generalised 3 Hz SWD",
                          "arousal from N2 with rhythmic left temporal theta evolving over 40 s", "push-button: muscle artefact only",
                          "partner noted jerk, EEG shows generalised polyspike"]))
    else:
        n.ln(pick(r, ["No clinical events occurred.", "One typical event was captured: behavioural arrest with lip smacking for 50 s, accompanied by rhythmic 5-6 Hz theta over the left temporal chain.",
                      "The patient reported a typical aura at %02d:%02d with no EEG correlate." % (r.randint(8, 15), r.randint(0, 59))]))
    n.ln("Single-channel ECG: ", pick(r, ["sinus rhythm, rate 60-80 bpm", "sinus rhythm with occasional ectopics", "sinus tachycardia to 110 bpm during HV"]), ".")
    n.w("\n")
    n.ln(pick(r, ["CONCLUSION", "INTERPRETATION", "IMPRESSION"]))
    concl = {"left temporal": "Abnormal EEG due to left temporal interictal epileptiform discharges, supportive of a focal epilepsy arising from the left temporal region.",
             "right temporal": "Mildly abnormal EEG: right temporal slowing indicating focal cerebral dysfunction; no epileptiform discharges.",
             "generalised": "Abnormal EEG with generalised epileptiform discharges consistent with a genetic generalised epilepsy in the appropriate clinical context.",
             "centrotemporal": "Abnormal EEG: right centrotemporal spikes, consistent with self-limited epilepsy with centrotemporal spikes.",
             "left frontal": "Abnormal EEG with left frontal epileptiform discharges.",
             "normal": "Normal EEG. A normal interictal EEG does not exclude a diagnosis of epilepsy."}[cat]
    n.ln(concl)
    if chance(r, .4):
        n.ln("Compared with the previous study of ", ("DATE", ctx.d(ctx.days_ago(200, 1500), pick(r, [None, "my"]))), " (", ("IDNUM", ctx.idnum("eeg")), "), ",
             pick(r, ["discharges are now less frequent.", "findings are unchanged.", "the background has improved."]))
    n.w("\n")
    rep = ctx.clin()
    n.w("Reported by: ", ctx.doc(rep, pick(r, ["title_full", "full_cred"]), cred="MD"))
    n.ln(pick(r, [", Consultant Clinical Neurophysiologist", ", Epileptologist", ", Neurophysiology Fellow", ", Clinical Neurophysiologist"]))
    if us or chance(r, .4):
        lab, val = ctx.doc_reg()
        n.ln(lab, ": ", ("LICENSE", val))
    n.ln("Date reported: ", ("DATE", ctx.d(ctx.days_after(0, 3))))
    if chance(r, .4):
        n.ln("Report copied to ", ctx.doc(ref, "title_last"), " and ", ("EMAIL", ctx.email(ref)))
    if chance(r, .5):
        T.audit(n, ctx, rep, ctx.days_after(0, 3), "Verified")
    if us and chance(r, .5):
        n.ln("CPT 95816/95819; ICD-10 ", pick(r, ["G40.209", "R56.9", "G40.309", "R40.4"]))


def telemetry_summary(n, ctx, k):
    r = ctx.r
    p = k.p
    adm = ctx.days_ago(6, 30)
    los = r.randint(3, 9)
    dis = adm + dt.timedelta(days=los)
    ward = pick(r, P.WARDS)
    n.ln(("HOSPITAL", k.hosp))
    n.ln(pick(r, ["Video-EEG Telemetry Unit", "Epilepsy Monitoring Unit (EMU)", "Video Telemetry - Neurosciences"]), ", ", ("HOSPITAL", ward))
    n.ln("VIDEO-TELEMETRY ADMISSION SUMMARY")
    n.w("\n")
    T.banner(n, ctx, k, pick(r, ["table", "line", "caps"]))
    n.ln("Admission: ", ("DATE", ctx.d(adm)), "   Discharge: ", ("DATE", ctx.d(dis)), "   (%d nights)" % los)
    n.ln("Room ", ("LOCATION_OTHER", "%s%d" % (pick(r, ["VT", "", "E"]), r.randint(1, 8))), ", bed ", ("LOCATION_OTHER", str(r.randint(1, 4))),
         "    Admission no.: ", ("ACCOUNT", ctx.account()), "    VT study: ", ("IDNUM", ctx.idnum("vt")))
    n.ln("Consultant: ", ctx.doc(k.cons, "title_full"), "    Registrar/Fellow: ", ctx.doc(ctx.clin(), pick(r, ["title_full", "title_init"])))
    if chance(r, .35):
        n.ln("Identity confirmed at admission by ", pick(r, ["palm-vein scan", "fingerprint"]), " (biometric ID ",
             ("BIOID", ctx.bioid(pick(r, ["pv", "fp"]))), ") and two-point wristband check.")
    n.w("\n")
    aim = pick(r, ["Pre-surgical evaluation: lateralise and localise habitual seizures.",
                   "Diagnostic: differentiate epileptic seizures from functional/dissociative seizures.",
                   "Characterise nocturnal events and quantify seizure burden.",
                   "Classification of seizure types prior to treatment change."])
    n.ln("Aim of admission: ", aim)
    n.ln("Background: ", T.age(ctx, p.age, "yo_hyph"), " ", pick(r, ["right-handed", "left-handed", "ambidextrous"]), " ", "man" if p.sex == "M" else "woman",
         " with ", k.dx, " since age ", ("AGE", str(r.randint(1, max(2, p.age - 1)))), ". Habitual seizures: ", pick(r, C.SEIZ_TYPES),
         ", approx %d per month. " % r.randint(1, 30), pick(r, C.MRI))
    regs = k.asms
    n.ln("Medication on admission: ", "; ".join(regs), ".")
    n.w("\n")
    n.ln("ASM reduction:")
    for i in range(min(los, r.randint(2, 4))):
        day = adm + dt.timedelta(days=i)
        drug = C.dname(regs[i % len(regs)])
        n.ln("  Day %d (" % (i + 1), ("DATE", ctx.d(day, pick(r, ["dm_num", "wd_short", "dm"]))), "): ",
             pick(r, ["%s reduced by 50%%" % drug, "%s omitted" % drug, "no change; sleep deprived overnight", "%s stopped" % drug]))
    n.w("\n")
    n.ln("Events captured:")
    nev = r.randint(1, 5)
    n.ln("  No.  Date        Time   Clinical                              EEG")
    evs = sorted((r.randint(1, los - 1), r.randint(0, 23), r.randint(0, 59)) for _ in range(nev))
    for i, (dd, hh, mi) in enumerate(evs):
        day = adm + dt.timedelta(days=dd)
        n.ln("  %-4d " % (i + 1), ("DATE", ctx.d(day, pick(r, ["dm_num", None]))), "  %02d:%02d  " % (hh, mi),
             pick(r, ["habitual FIAS, oral automatisms, L hand dystonia", "woke, bilateral asynchronous thrashing, eyes closed", "GTCS from sleep (FBTCS)",
                      "aura only ('rising feeling')", "head version to R, then bilateral tonic", "staring, unresponsive 40 s"]),
             "   ", pick(r, ["rhythmic L temporal theta at onset (T1/F7)", "no EEG change, well-formed PDR throughout", "R frontal low-voltage fast activity",
                              "obscured by artefact; post-ictal L slowing", "generalised at onset", "L temporal sharp then 6 Hz rhythmic theta"]))
    n.w("\n")
    if chance(r, .6):
        n.ln("Rescue medication: ", pick(r, C.RESCUE), " given for a cluster on ", ("DATE", ctx.d(adm + dt.timedelta(days=r.randint(1, los - 1)), pick(r, ["dm", "dm_num"]))), ".")
    n.ln("Interictal: ", pick(r, [a for a, c in C.EEG_ABN]))
    n.ln("Ictal SPECT: ", pick(r, ["not performed", "injection at 14 s after onset; hyperperfusion left mesial temporal", "tracer not available"]), ".")
    n.ln("Cognitive testing during events: ", pick(r, ["responsive to commands, no recall of word", "unresponsive, amnesic", "not tested"]), ".")
    n.w("\n")
    n.ln("Conclusion: ", pick(r, ["Habitual events are focal impaired awareness seizures arising from the left temporal lobe.",
                                   "All captured events were functional/dissociative seizures; no epileptic seizures recorded.",
                                   "Events arise from the right frontal region; localisation not fully concordant with MRI.",
                                   "Both epileptic and functional seizures were recorded.", "No habitual events captured; study inconclusive."]))
    n.w("\n")
    n.ln("Discharge plan:")
    n.ln("- ASMs restarted at admission doses on ", ("DATE", ctx.d(dis - dt.timedelta(days=1), pick(r, ["dm", None]))), ".")
    n.ln("- ", pick(r, ["Discuss at epilepsy surgery MDT on ", "Outpatient review on ", "Neuropsychology assessment on "]),
         ("DATE", ctx.d(ctx.days_after(10, 60), pick(r, [None, "long", "wd_long"]))), ".")
    n.ln("- No driving; advice reinforced. Seizure first aid reviewed with ", k.rel_word, " ", ctx.nm(k.rel, "FAMILY", pick(r, ["first", "full"])), ".")
    if chance(r, .4):
        n.ln("- Car park permit issued for ", k.rel_word, "'s vehicle, registration ", ("VEHICLE", ctx.vehicle()), ".")
    if chance(r, .5):
        n.ln("- Video archived to server ", ("IPADDR", ctx.ip()), " under study ", ("IDNUM", ctx.idnum("vt")), ".")
    n.ln("- Telemetry nurse contact: ", ctx.nm(k.nurse, "DOCTOR", "full"), ", ", ("PHONE", ctx.phone(ext=True)), ".")
    n.w("\n")
    n.ln("Summary written by ", ctx.doc(ctx.clin(), "title_full"), " on ", ("DATE", ctx.d(dis)), pick(r, [" for ", ", reviewed by "]), ctx.doc(k.cons, "title_last"))
    if chance(r, .5):
        lab, val = ctx.doc_reg()
        n.ln(lab, " ", ("LICENSE", val))
    n.ln("PCP: " if ctx.us else "GP: ", ctx.doc(k.gp, "title_full"), ", ", ("HOSPITAL", k.practice), pick(r, [" - copy sent", " (sent electronically)"]))
    if chance(r, .5):
        T.audit(n, ctx, k.cons, dis)
