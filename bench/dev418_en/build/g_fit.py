"""Genres: hearing aid fitting and verification record; repair and remote-care log."""
import blocks as B
import ids
import measures as M
import orgs
import pools_clin as PC


def _aids(x):
    maker, model = x.ch(PC.HA_MODELS)
    return maker, model


def hearing_aid_fitting(x):
    visit = x.rdate()
    s = orgs.site(x, x.ch(["hosp", "aud", "aud"]), "aud")
    pt = B.mkpt(x, visit, 40, 95)
    P = pt.person
    aud = orgs.clin(x, "aud")
    maker, model = _aids(x)
    bil = x.p(0.8)
    assess = x.shift(visit, -x.r.randint(14, 100))
    t = x.ch(["HEARING AID FITTING & VERIFICATION RECORD", "Hearing Aid Fitting - Verification Record",
              "HEARING AID FITTING NOTE", "Amplification Fitting / REM Verification"])
    x.add(t, "\n", ("HOSPITAL", s["name"]), " | ", s["dept"], " | Room ",
          ("LOCATION_OTHER", x.ch(["4", "7", "11", "2C", "F3"])), "\n\n")
    B.pt_header(x, pt, visit, x.ch([0, 3, 4]))
    x.add("Fitting date: ", ("DATE", x.d(visit)), "   Assessment: ", ("DATE", x.d(assess)))
    if x.p(0.5):
        x.add("   Acct ", ("ACCOUNT", pt.acct))
    x.add("\nAudiologist: ", ("DOCTOR", aud.p.plain()), ", ", aud.cred or aud.role)
    if x.p(0.4):
        x.add("   Student: ", ("DOCTOR", x.person().plain()))
    x.add("\n\n")
    th = M.thresholds(x, x.ch(["presby", "noise", "presby", "mixed", "cookie"]))
    x.add("Indication: ", x.ty(M.describe(th)), ". 4FA R ", str(M.pta(th, "R")), " / L ", str(M.pta(th, "L")),
          " dB HL.\n")
    if x.p(0.4):
        x.add("Previous aids: ", x.ch(["nil (first-time user)", "NHS BTEs since ", "private RICs since "]))
        x.add(("DATE", x.d(x.shift(visit, -x.r.randint(900, 4000)), "y")) if x.p(0.7) else "2 years ago")
        x.add("\n")
    x.add("\nDEVICES ISSUED\n Side  Make / model                               Serial        Coupling\n")
    sides = ["R", "L"] if bil else [x.ch(["R", "L"])]
    cp = x.ch(PC.COUPLINGS)
    for sd in sides:
        x.add(" %-5s %-42s " % (sd, maker + " " + model), ("DEVICE", ids.serial(x)), "   ", cp, "\n")
    if x.p(0.5):
        x.add(" Charger: ", x.ch(["Charger Case Combi", "Charger Go", "desktop charger"]), " SN ", ("DEVICE", ids.serial(x, "acc")), "\n")
    if x.p(0.3):
        acc = x.ch(PC.ACCESSORIES)
        x.add(" Accessory: ", acc, " SN ", ("DEVICE", ids.serial(x, "acc")), "\n")
    x.add("\nPROGRAMMING\nSoftware: ", PC.FIT_SW.get(maker, "Noah 4"), " via Noah 4; ",
          x.ch(["NOAHlink Wireless 2", "Noahlink Wireless", "RF connector"]), ". Prescription: ",
          x.ch(["NAL-NL2", "NAL-NL2 (tonal)", "DSL v5.0 adult", "manufacturer first-fit then NAL-NL2"]),
          "; acclimatisation level ", str(x.r.randint(1, 3)), "/3. Feedback test run: ",
          x.ch(["no feedback", "feedback margin reduced at 3-4k", "OK"]), ".\n")
    if x.p(0.85):
        x.add("Verified with ", x.ch(PC.VERIF), " (probe tube ", str(x.r.randint(25, 31)),
              " mm from intertragal notch).\n", M.rem(x))
    x.add("Programs: P1 Automatic; P2 ", x.ch(["Speech in loud noise", "Restaurant", "Comfort in noise"]),
          "; P3 ", x.ch(["Music", "Telecoil (T)", "Tinnitus - Zen", "TV streaming"]), ".\n\n")
    x.add("OUTCOME GOALS (COSI)\n")
    rel, fam = B.family_member(x, pt, rel=x.ch(["granddaughter", "wife", "husband", "daughter", "son", "friend"]))
    x.add(" 1. Hear ", ("FAMILY", fam.first), " (", rel, ") on the telephone\n")
    x.add(" 2. ", x.ch(["Conversation at ", "Follow the service at ", "Hear the caller at "]),
          ("ORGANIZATION", orgs.club(x)), "\n")
    x.add(" 3. ", x.ty(x.ch(["TV at normal volume", "Meetings at work", "Car conversation", "Group conversation at dinner"])), "\n")
    x.add("Baseline ", x.ch(["HHIE-S", "SSQ12", "APHAB", "HHIA", "GHABP (Glasgow Hearing Aid Benefit Profile)"]), " completed; IOI-HA at 6 weeks.\n\n")
    if x.p(0.6):
        x.add("CONNECTIVITY\nPaired with ", x.ch(["iPhone", "Android phone", "TV Connector", "tablet"]), "; ",
              PC.APPS.get(maker, "app"), " account ", ("EMAIL", pt.email))
        if x.p(0.5):
            x.add(" (user ", ("USERNAME", x.username(P)), ")")
        x.add(".\n")
    yrs = x.r.randint(2, 4)
    x.add("Warranty: ", str(yrs), " years, expires ", ("DATE", x.d(x.shift(visit, 365 * yrs))),
          x.ch(["; loss & damage cover once (excess applies).", ".", "; 1 x L&D replacement."]), "\n")
    if x.c == "US" and x.p(0.7):
        x.add("Coverage: ", ("ORGANIZATION", orgs.insurer(x)), " member ID ", ("HEALTHPLAN", ids.healthplan(x)),
              ", hearing aid benefit $", str(x.r.choice([500, 1000, 1500, 2500])), "/ear every 36 months. Billed V5261 x",
              "2" if bil else "1", ", 92594.\n")
    elif x.c == "AU" and x.p(0.7):
        x.add("Funding: Hearing Services Program voucher ", ("IDNUM", "V" + x.dig(9)), "; Medicare no. ",
              ("HEALTHPLAN", ids.medicare_au(x)), ".\n")
    elif x.c == "UK":
        x.add("NHS supply. Batteries/domes from reception on presentation of brown book.\n")
    x.add("\nCOUNSELLING\n", x.ty(x.ch([
        "Insertion/removal practised - independent. Cleaning, charging and wax-guard change shown. Realistic expectations discussed.",
        "Pt needed help with insertion (arthritis); carer shown. Written instructions given. Advised to build up use over 2 weeks.",
        "Discussed acclimatisation, own voice, background noise. Telecoil explained for loop systems. Leaflet given.",
    ])), "\n")
    fu = x.shift(visit, x.r.randint(14, 56))
    x.add("Follow-up: ", ("DATE", x.dw(fu, x.p(0.4))), " at ", B.ttime(x), " ",
          x.ch(["(telephone)", "(in clinic)", "(remote)", ""]), "\n\n")
    B.sig(x, aud, lic_p=0.6, contact=x.ch([None, "ext", "email"]),
          esign_date=visit if x.p(0.4) else None)


def ha_repair_remote_log(x):
    visit = x.rdate()
    s = orgs.site(x, x.ch(["hosp", "aud"]), "aud")
    pt = B.mkpt(x, visit, 30, 97)
    P = pt.person
    maker, model = _aids(x)
    users = [orgs.clin(x, x.ch(["aud", "assist", "admin"])) for _ in range(x.r.randint(2, 3))]
    unames = [x.username(u.p) for u in users]
    x.add(x.ch(["HEARING AID REPAIR & REMOTE CARE LOG", "Repair / Remote Support History",
                "REPAIRS AND REMOTE CARE - ACTIVITY LOG"]), " - ", ("HOSPITAL", s["name"]), "\n")
    x.add("Patient: ", ("PATIENT", P.LF()), "  DOB ", ("DATE", x.d(pt.dob)), "  ", B.pt_ids(x, pt, "  "),
          "\nTel: ", ("PHONE", pt.phone), "\n")
    fitted = x.shift(visit, -x.r.randint(200, 1500))
    serials = {}
    for sd in ("R", "L"):
        serials[sd] = ids.serial(x)
        x.add("Device ", sd, ": ", maker, " ", model, "  SN ", ("DEVICE", serials[sd]), "  fitted ",
              ("DATE", x.d(fitted)), "\n")
    if x.p(0.6):
        x.add("Remote care enrolled: yes - ", PC.APPS.get(maker, "app"), ", account ", ("EMAIL", pt.email), "\n")
    if x.p(0.4):
        x.add("Portal: ", ("URL", x.url("hearingaid/repairs")), "\n")
    x.add("-" * 64, "\n")
    d = visit
    n = x.r.randint(5, 9)
    loan = None
    kinds = list(range(12))
    x.r.shuffle(kinds)
    kinds = kinds[:n]
    cur = {"UK": "GBP 95", "US": "$180", "IE": "EUR 120", "AU": "AUD 210", "NZ": "NZD 160", "CA": "CAD 175"}[x.c]
    mins = 0
    for i in range(n):
        step = x.r.randint(0, 12)
        d = x.shift(d, step)
        mins = mins + x.r.randint(10, 120) if (step == 0 and i > 0) else x.r.randint(8 * 60, 13 * 60)
        mins = min(mins, 17 * 60 + 55)
        ui = x.r.randint(0, len(users) - 1)
        x.add(("DATE", x.d(d, x.ch(["iso", None]) if i == 0 else "iso")), " %02d:%02d | " % (mins // 60, mins % 60),
              ("USERNAME", unames[ui]), " | ")
        k = kinds[i]
        sd = x.ch(["R", "L"])
        if k == 0:
            x.add(x.ty("Drop-in repair: %s aid dead. Retubed, wax guard changed, dome replaced. Listening check OK, returned to patient." % sd))
        elif k == 1:
            x.add("Phoned pt on ", ("PHONE", pt.phone), " - no answer, voicemail left re postal repair.")
        elif k == 2:
            rel, fam = B.family_member(x, pt, rel=x.ch(["daughter", "son", "carer", "wife", "husband"]))
            x.add(("FAMILY", fam.plain()), " (", rel, ") called: ", sd, x.ty(" aid whistling since new dome fitted. Advised re insertion; booked drop-in."))
        elif k == 3:
            x.add("Remote fine-tuning session ", ("IDNUM", "RS-" + x.dig(7)), " - patient connected from ",
                  ("IPADDR", x.ip()), " via ", PC.APPS.get(maker, "app"), "; HF gain -2 dB P1, NR increased. Pt happy.")
        elif k == 4:
            x.add("Sent to manufacturer repair centre. RMA ", ("IDNUM", ids.idnum(x, "rma")), ", tracking ",
                  ("IDNUM", ids.idnum(x, "track")), ".")
        elif k == 5:
            loan = ids.serial(x)
            x.add("Loan aid issued (", x.ch(["Oticon Zircon 1", "Phonak Naída M-P", "Signia Intuis 4"]), ") SN ",
                  ("DEVICE", loan), ", due back ", ("DATE", x.d(x.shift(d, 28), "iso")), ".")
        elif k == 6:
            x.add("Repair returned - exchanged under warranty. New ", sd, " SN ", ("DEVICE", ids.serial(x)),
                  "; reprogrammed from last session. Posted to ", ("STREET", pt.street), ", ",
                  ("CITY", pt.place["city"]), ".")
        elif k == 7:
            x.add("Remote app login: biometric (fingerprint) enrolled, template ", ("BIOID", ids.bioid(x, "fp")),
                  "; device ", ("IPADDR", x.ip()), ".")
        elif k == 8:
            home = orgs.care_home(x)
            x.add("Domiciliary visit at ", ("HOSPITAL", home), ", room ", ("LOCATION_OTHER", str(x.r.randint(1, 60))),
                  x.ty(": both aids cleaned, batteries replaced, staff shown cleaning routine."))
        elif k == 9:
            x.add("Datalogging: %.1f h/day; %d%% speech in noise, %d%% quiet. No errors logged." % (
                x.r.uniform(2, 15), x.r.randint(10, 60), x.r.randint(20, 70)))
        elif k == 10:
            x.add("Out-of-warranty repair quote sent; invoice ", ("ACCOUNT", ids.account(x)), " ", cur, ".")
        else:
            x.add("Batteries (size ", x.ch(["312", "13", "10", "675"]), ") x ", x.ch(["6", "10", "12"]),
                  " packs posted to ", x.addr(pt.place, pt.street), ".")
        x.add("\n")
    if 4 in kinds and 6 not in kinds:
        status = "OPEN - awaiting manufacturer"
    elif 5 in kinds and not (loan and x.p(0.5)):
        status = "OPEN - loan aid out"
    else:
        status = x.ch(["CLOSED", "CLOSED - returned to patient", "CLOSED - no further action"])
    x.add("-" * 64, "\nStatus: ", status,
          "   Last edited by ", ("USERNAME", x.ch(unames)), "\n")
    if loan and x.p(0.5):
        x.add("Loan ", ("DEVICE", loan), " returned ", ("DATE", x.d(x.shift(d, x.r.randint(1, 20)), "iso")), "\n")
