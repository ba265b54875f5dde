"""Genres: paracentesis day-unit record; variceal banding procedure note."""
import blocks as B
import clinical as C
import phi
import pools_places as PP
from notebuilder import Note
from people import Ctx, make_person

DRAINS = ["Rocket 8Fr paracentesis catheter", "Bonanno catheter", "5Fr Yueh centesis needle",
          "Safe-T-Centesis 8Fr", "Dawson-Mueller 8.5Fr drain", "Cook 6Fr pigtail"]
SCOPES = ["Olympus GIF-H190", "Olympus GIF-HQ190", "Pentax EG29-i10", "Fujifilm EG-760R", "Olympus GIF-1TH190"]
LIGATORS = ["Saeed Six-Shooter", "Speedband Superview Super 7", "Saeed 4-shooter", "MBL-6 multi-band ligator"]


def gen_paracentesis(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    aet = rng.choice(["ALD", "ALD", "HCV+ALD", "MASLD", "MetALD", "HCV", "HBV", "PBC"])
    unit = rng.choice(PP.DAY_UNITS)
    nurse, doc = ctx.cns, ctx.reg
    arr = phi.time_of_day(rng, 7, 9)
    n.t((unit, "HOSPITAL"), ", ", (ctx.hosp, "HOSPITAL"), "\n")
    n.t(rng.choice(["LARGE VOLUME PARACENTESIS - DAY CASE RECORD", "Ascitic drain (LVP) - ambulatory pathway",
                    "DAY UNIT PARACENTESIS NURSING RECORD", "Therapeutic paracentesis - procedure & nursing record"]), "\n")
    n.t("-" * rng.randint(28, 56), "\n")
    B.demo_header(n, ctx, rng.choice([1, 2, 4]))
    loc = rng.choice(["Chair", "Bed", "Bay", "Trolley", "Pod"])
    n.t("Attendance: ", ctx.d(ctx.visit), "  arrived ", arr, "   ", loc, ": ", (str(rng.randint(1, 14)) + rng.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
    if rng.random() < 0.6:
        n.t("   ", ctx.acct_label(), " ", (ctx.acct, "ACCOUNT"))
    n.t("\nLVP number: %d (%s)\n" % (rng.randint(2, 40), rng.choice(["2-weekly", "every 10-14 days", "3-weekly", "weekly", "PRN"])))
    n.t("ID check: wristband + verbal name/DOB")
    if rng.random() < 0.5:
        n.t(" + ", rng.choice(["palm-vein scan", "fingerprint kiosk", "biometric check-in"]), " (ID ", (phi.bioid(rng), "BIOID"), ")")
    n.t("\n")
    tr = rng.random()
    if tr < 0.5:
        n.t("Transport: ", rng.choice(["own car, driven by ", "dropped off by "]), ctx.rel(0), " ", ctx.F(0, "first"),
            "; parking permit issued for reg ", (phi.plate(rng, country), "VEHICLE"), "\n")
    elif tr < 0.8:
        n.t("Transport: hospital patient transport booked (ref ", ("PTS" + phi.digits(rng, 6), "IDNUM"), ") - pick-up ",
            (ctx.home[0], "STREET"), "\n")
    else:
        n.t("Transport: taxi (voucher). Contact ", ctx.F(1, "full"), " ", (phi.phone(rng, country, True), "PHONE"), "\n")
    prev = phi.add_days(ctx.visit, -rng.randint(7, 21))
    w = rng.uniform(58, 112)
    n.t("\nPRE-PROCEDURE\nWeight %.1f kg (%.1f kg on " % (w, w - rng.uniform(1, 6)), ctx.d(prev),
        ")   Girth %d cm\n" % rng.randint(92, 136))
    n.t("Obs: BP %d/%d  HR %d  RR %d  SpO2 %d%%  T %.1f  NEWS2 %d\n" % (
        rng.randint(90, 140), rng.randint(50, 88), rng.randint(58, 108), rng.randint(12, 22), rng.randint(94, 100),
        rng.uniform(36.1, 37.6), rng.randint(0, 4)))
    v = C.labs(rng, "decompensated")
    bt = rng.choice(["today", "POCT today", "taken", "pre-clinic"])
    n.t("Bloods (", bt)
    if bt in ("taken", "pre-clinic"):
        n.t(" ", ctx.d(phi.add_days(ctx.visit, -rng.randint(1, 3))))
    n.t("): Na %d, K %.1f, creat %d, Hb %d, plt %d, INR %.1f, bili %d, alb %d\n" % (
        v["Na"], v["K"], v["Creat"], v["Hb"], v["Plt"], v["INR"], v["Bili"], v["Alb"]))
    n.t("Diuretics: ", rng.choice(["spironolactone 200 mg + furosemide 80 mg", "stopped (Na 124) - diuretic intractable",
                                   "spironolactone 100 mg only", "none - refractory ascites"]), "\n")
    n.t("Consent: written, obtained by ", ctx.D(doc, rng.choice(["Dr_last", "Dr_F_last"])),
        ". Risks: bleeding, infection, bowel perforation, leak, PICD.\n")
    n.t("Site: ", rng.choice(["LIF", "RIF", "left flank", "LLQ, 2 cm lateral to rectus"]), ", US-marked by ",
        ctx.D(doc, rng.choice(["initials", "Dr_last"])), rng.choice(["", " (no vessels on colour Doppler)"]), "\n\n")
    t_in_h = rng.randint(9, 11)
    n.t("PROCEDURE\n", "Aseptic technique, chlorhexidine 2%%, 1%% lidocaine %d mL. " % rng.choice([5, 8, 10]),
        rng.choice(DRAINS), " inserted at %02d:%02d, first pass.\n" % (t_in_h, rng.randint(0, 59)))
    n.t("Fluid: ", rng.choice(C.ASCITES_FLUID), ". Samples: cell count (", (phi.specimen(rng), "IDNUM"), "), MC&S in BC bottles (",
        (phi.specimen(rng), "IDNUM"), ")", rng.choice([", cytology", ", albumin/protein/LDH", ""]), "\n\n")
    alb = {"UK": "HAS 20%", "US": "Albumin 25%", "AU": "Albumex 20", "CA": "Albumin 25%"}[country]
    n.t("Drainage chart:\nTime    Cumulative   %-9s BP\n" % alb)
    cum = 0.0
    has_total = 0
    h = t_in_h
    for _ in range(rng.randint(3, 5)):
        h += 1
        cum += rng.uniform(1.4, 2.6)
        has = 100 if cum >= 2.5 * (has_total // 100 + 1) else 0
        has_total += has
        n.t("%02d:%02d   %.1f L        %s     %d/%d\n" % (h, rng.choice([0, 15, 30, 45]), cum,
                                                          "100 mL" if has else "  -   ", rng.randint(90, 130), rng.randint(50, 80)))
    total = round(cum + rng.uniform(0, 1.2), 1)
    bottles = max(1, int(total // 3))
    n.t("\nTotal drained %.1f L. Albumin: %s %d mL given (%d x 100 mL; 8 g per litre removed).\n" % (total, alb, bottles * 100, bottles))
    n.t("Drain removed %02d:%02d, tip intact. Site: " % (h + 1, rng.randint(0, 59)),
        rng.choice(["dry, Opsite applied", "small leak - stoma bag applied", "purse-string suture placed (Vicryl)", "dry"]), ".\n")
    n.t("Post obs stable. ", rng.choice(["No hypotension.", "Transient SBP 88 - 250 mL HAS 4.5%, resolved.",
                                         "Mild dizziness on standing, settled."]), "\n\n")
    ra = rng.random()
    if ra < 0.25:
        n.t("Discussed refractory ascites options: TIPSS (", rng.choice(["not suitable - HE", "referred to IR", "MELD 19 - for assessment"]),
            "), ", rng.choice(["alfapump referral", "long-term abdominal drain (palliative)"]), ".\n")
    elif ra < 0.4:
        n.t("Has alfapump in situ (serial ", (phi.device_serial(rng, "pump"), "DEVICE"), "), last charged ",
            ctx.dshort(phi.add_days(ctx.visit, -rng.randint(1, 6))), "; pump volumes low - top-up LVP today.\n")
    nxt = phi.add_days(ctx.visit, rng.randint(10, 21))
    n.t("DISCHARGE %02d:%02d" % (min(h + 2, 19), rng.randint(0, 59)), " home ", rng.choice(["with ", "accompanied by "]), ctx.his(), " ", ctx.rel(0), " ",
        ctx.F(0, rng.choice(["first", "full"])), ".\n")
    n.t("Next LVP booked: ", ctx.d(nxt), " ", phi.time_of_day(rng, 8, 9), ". Day unit direct line ",
        (phi.phone(rng, country, False), "PHONE"), rng.choice([" (Mon-Fri 08:00-18:00)", "", " - out of hours via ED"]), ".\n")
    n.t("Advice: report fever, abdominal pain, confusion or leak. Fluid restriction 1.5 L if Na < 125.\n\n")
    n.t("Nurse: ", ctx.D(nurse, rng.choice(["full_cred", "full"])), "    Procedure by: ", ctx.D(doc, rng.choice(["Dr_full", "Dr_F_last"])))
    if rng.random() < 0.5:
        n.t(" (bleep ", (phi.bleep(rng), "PHONE"), ")")
    n.t("\n")
    if rng.random() < 0.6:
        n.t("HCA: ", ctx.D(ctx.nurse2, "full"), "\n")
    if rng.random() < 0.4:
        B.audit(n, ctx, ctx.visit)
    return n, ctx


def gen_banding(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    endo = rng.choice([ctx.cons, ctx.reg])
    n1, n2 = ctx.cns, ctx.nurse2
    scope = rng.choice(SCOPES)
    indication = rng.choice(["primary", "secondary", "surveillance", "emergency"])
    n.t((ctx.hosp, "HOSPITAL"), rng.choice([" Endoscopy Unit", " - Endoscopy", "\nGI Endoscopy Suite", " Endoscopy & Day Procedures"]), "\n")
    n.t(rng.choice(["ENDOSCOPY REPORT", "PROCEDURE REPORT: OGD + BAND LIGATION", "Upper GI Endoscopy Report"]), "\n\n")
    B.demo_header(n, ctx, rng.choice([0, 2, 4]))
    n.t("Procedure date: ", ctx.d(ctx.visit), "   Start ", phi.time_of_day(rng, 8, 17), "   Room ",
        (str(rng.randint(1, 6)), "LOCATION_OTHER"), "\n")
    if rng.random() < 0.5:
        n.t("Episode: ", (ctx.acct, "ACCOUNT"), "\n")
    n.t("Endoscopist: ", ctx.D(endo, rng.choice(["Dr_full", "Dr_F_last", "full_cred"])), "\n")
    n.t("Nurses: ", ctx.D(n1, rng.choice(["full", "full_cred"])), ", ", ctx.D(n2, "full"), "\n")
    n.t("Referring: ", ctx.D(rng.choice([ctx.cons, ctx.gp]), rng.choice(["Dr_last", "Dr_F_last"])), "\n")
    n.t("Instrument: ", scope, " (serial ", (phi.device_serial(rng, "scope"), "DEVICE"), ")   Ligator: ", rng.choice(LIGATORS), "\n\n")
    n.t("Indication: ")
    if indication == "primary":
        n.t("Primary prophylaxis - large varices on screening OGD ", ctx.d(phi.add_days(ctx.visit, -rng.randint(20, 60))),
            "; ", rng.choice(["intolerant of carvedilol (dizziness)", "NSBB contraindicated (asthma)", "HR 52 on propranolol"]), ".\n")
    elif indication == "secondary":
        bleed = phi.add_days(ctx.visit, -rng.randint(14, 50))
        n.t("Secondary prophylaxis after variceal haemorrhage ", ctx.d(bleed), " (Glasgow-Blatchford %d, admitted to " % rng.randint(8, 16),
            (rng.choice(PP.WARDS), "HOSPITAL"), "). Banding session %d.\n" % rng.randint(2, 5))
    elif indication == "surveillance":
        n.t("Variceal eradication programme, session %d; last banding " % rng.randint(2, 6), ctx.dshort(phi.add_days(ctx.visit, -rng.randint(14, 35))), ".\n")
    else:
        n.t("Haematemesis ", rng.choice(["x3", "(coffee ground)", "600 mL fresh red blood"]), " overnight; Hb %d. Terlipressin 2 mg QDS + ceftriaxone started in ED. pre-endoscopy Rockall %d.\n" % (rng.randint(62, 98), rng.randint(2, 6)))
    n.t("Background: ", C.aet_text(rng, rng.choice(C.AETS)), ", ", C.scores(rng, rng.choice(["compensated", "decompensated"])), "\n")
    n.t("Consent: ", rng.choice(["written (Form 1)", "written, witnessed", "verbal - emergency, patient drowsy; next of kin "]))
    if indication == "emergency" and rng.random() < 0.6:
        n.t(ctx.F(0, "full"), " (", ctx.rel(0), ") informed by phone ", (phi.phone(rng, country), "PHONE"))
    n.t("\nSedation: ", rng.choice(C.SEDATION), ".  Comfort: Gloucester comfort score %d/5.\n" % rng.randint(1, 4))
    n.t("Monitoring: SpO2, NIBP, ECG; O2 2 L NC.\n\n")
    n.t("FINDINGS\n")
    n.t("Oesophagus: ", rng.choice(C.VARICES), ".\n")
    n.t("Stomach: ", rng.choice(C.PHG), rng.choice([". No gastric varices.", ". IGV1 small, not treated.", ". Blood in fundus - washed.", "."]), "\n")
    n.t("Duodenum: ", rng.choice(["Normal to D2.", "Normal.", "Mild duodenitis.", "Not examined (patient intolerance)."]), "\n\n")
    nb = rng.randint(3, 7)
    pos = sorted({rng.randint(28, 40) for _ in range(nb)}, reverse=True)
    n.t("THERAPY\n%d bands applied from GOJ upwards at %s cm ab oral.\n" % (len(pos), ", ".join(str(p) for p in pos)))
    if indication == "emergency":
        n.t("Active spurting from column at 36 cm - banded first, haemostasis achieved.\n")
    if rng.random() < 0.3:
        n.t("Gastric varix: cyanoacrylate (Histoacryl 1 mL + lipiodol) injected.\n")
    n.t("Complications: ", rng.choice(["none", "none immediate", "minor oozing from band site - settled", "desaturation to 88% - jaw thrust, resolved"]), "\n\n")
    n.t("POST-PROCEDURE\nNBM 1 h, then fluids; soft diet for 24 h. Omeprazole 20 mg OD x 2/52 (post-banding ulcer).\n")
    n.t(rng.choice(["Expect retrosternal discomfort for 2-3 days.", "Paracetamol for chest discomfort.",
                    "Avoid NSAIDs."]), " If haematemesis or melaena call 999/911 or attend ED.\n\n".replace("999/911", "999" if country == "UK" else "000" if country == "AU" else "911"))
    n.t("PLAN\n")
    rep = phi.add_days(ctx.visit, rng.choice([14, 21, 28, 28, 35]))
    n.t("1. Repeat OGD + banding in %s: booked " % rng.choice(["2-4 weeks", "2/52", "4/52", "3 weeks"]), ctx.d(rep), ".\n")
    n.t("2. ", rng.choice(["Carvedilol 6.25 mg BD - continue", "Restart propranolol 40 mg BD", "NSBB not tolerated - banding only",
                           "Carvedilol 12.5 mg OD"]), ".\n")
    n.t("3. ", rng.choice(["Refer for TIPSS assessment if rebleed.", "HCC surveillance due - US requested.",
                           "Discuss pre-emptive TIPS (Child-Pugh C10) with IR.", "Hepatology clinic follow-up."]), "\n")
    if rng.random() < 0.4:
        n.t("Histology: none. CLO test: ", rng.choice(["negative", "not done"]), ".\n")
    n.t("\nReport ID: ", ("END-" + phi.digits(rng, 7), "IDNUM"), "\n")
    B.esign(n, ctx, endo, ctx.visit)
    if rng.random() < 0.4:
        n.t("Copy: ", ctx.D(ctx.gp, "Dr_F_last"), ", ", (ctx.gp_practice, "HOSPITAL"), "; fax ", (ctx.gp_fax, "FAX"), "\n")
    return n, ctx
