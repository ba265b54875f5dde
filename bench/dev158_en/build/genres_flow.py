"""Patient-flow genres: bed meeting, journey board export, clerk ADT log, discharge lounge."""
import clin
import pools as P
import records as R
from core import aligned_table, pipe_table, delim_table


# ---------------------------------------------------------------- bed management meeting
def bed_meeting(g, d):
    chair = g.name()
    wards = g.r.sample(g.ward_pool, g.ri(3, 5))
    t = g.c(["0830", "0900", "1300", "1400", "1600"])
    d.ln(g.c(["BED MANAGEMENT MEETING - MINUTES", "Patient Flow Huddle %s" % t,
              "CAPACITY MEETING NOTES", "Bed meeting %s hrs" % t]))
    d.ln((g.hosp, "HOSPITAL"), "   Date: ", g.d(g.day(0)), "   Chair: ", g.staff(chair, None, g.c(["FL", "F.L"])),
         " (" + g.c(["Patient Flow Manager", "After Hours Nurse Manager", "Bed Manager", "Capacity Coordinator"]) + ")")
    att = []
    for w in wards:
        wn = w if w.startswith("Ward ") else w + " Ward"
        att.append([g.staff(None, None, g.c(["FL", "F", "F.L"])), " (", (wn, "HOSPITAL"), ")"])
    d.w("Present: ")
    for i, a in enumerate(att):
        d.w(a, ", " if i < len(att) - 1 else "")
    d.ln("; ED NIC ", g.staff(None, None, "FL"), "; AH lead ", g.staff(None, None, "FL"), ".")
    d.ln("Status: occupancy %d%% | ED %d pts, %d waiting for beds (%d > 8 h) | escalation %s" % (
        g.ri(88, 112), g.ri(12, 60), g.ri(2, 22), g.ri(0, 8),
        g.c(["GREEN", "AMBER", "RED", "Level 2", "Level 3", "Capacity Alert"])))
    d.ln("Electives today: %d (%s). ICU: %d beds, %d ward-ready." % (
        g.ri(2, 12), g.c(["2 ortho, 3 gen surg", "4 colorectal", "all day-only", "1 vascular, 5 uro"]),
        g.ri(0, 3), g.ri(0, 4)))
    d.t("\n")
    tabular = g.chance(0.35)
    if tabular:
        rows = []
        for w in wards:
            rows.append([(w, "HOSPITAL"), str(g.ri(20, 32)), str(g.ri(0, 3)), str(g.ri(0, 5)), str(g.ri(0, 3)),
                         g.c(["1 x isolation bed", "2 closed (staffing)", "-", "flu cohort", "RN short"])])
        hdr = ["Ward", "Beds", "Empty", "Conf d/c", "Prob d/c", "Comment"]
        (pipe_table if g.chance(0.5) else aligned_table)(d, hdr, rows)
        d.t("\n")
    d.ln("WARD REPORTS" if not tabular else "Discharges / issues by ward:")
    for w in wards:
        d.ln((w, "HOSPITAL"), " - " + g.c(["Gen Med", "Surg", "Aged Care", "Rehab", "Ortho", "Mixed"]) + ":")
        for _ in range(g.ri(1, 4)):
            pt = R.patient(g)
            d.w("  * ", g.c(["Bed ", "bed "] + (["B"] if pt.bed[0].isdigit() else [])), (pt.bed, "LOCATION_OTHER"), " ",
                g.pname(pt.n, g.c(["tL", "tL", "FL.", "LF", "INI"])))
            if g.chance(0.5):
                d.w(" (", R.mrn_pieces(g, pt), ")")
            st = g.c(clin.DC_STATUS)
            d.w(" - " + st + ": " + clin.localise(g, g.c(clin.DISCH_DEST)))
            if st in ("Delayed", "Pending", "Not today"):
                d.w(", " + clin.delay(g))
            elif g.chance(0.5):
                d.w(", " + g.c(["lounge ", "out by "]) + clin.time(g, 9, 14))
            if g.chance(0.25):
                d.w("; going to ", (pt.racf, "HOSPITAL"))
            d.t("\n")
    d.t("\n")
    d.ln("Outliers:")
    for _ in range(g.ri(1, 3)):
        pt = R.patient(g)
        d.ln("  - ", g.pname(pt.n, g.c(["tL", "tFL"])), " (" + pt.spec + ") in ", (g.ward(), "HOSPITAL"),
             " bed ", (pt.bed, "LOCATION_OTHER"), " - repatriate to home ward when bed available")
    lp = R.patient(g, "aged")
    d.ln("Stranded (LOS > 21 d): ", g.pname(lp.n, g.c(["tL", "FL", "LFcap"])), ", ", g.age(lp.age, "yo"),
         ", LOS %d d, %s; " % (g.ri(22, 90), clin.delay(g)), "escalated to ",
         g.staff(None, None, "FL"), " (" + g.c(["DON", "Director of Nursing", "Ops Manager", "GM Medicine"]) + ").")
    if g.chance(0.5):
        xp = R.patient(g)
        d.ln("Interhospital: ", g.pname(xp.n, "tL"), " accepted at ", (g.other_hosp(), "HOSPITAL"),
             " - bed request ", (g.idnum("bedreq"), "IDNUM"), ", transport ", g.c(["pending", "booked 1300"]), ".")
    d.t("\n")
    d.ln("Actions:")
    for i in range(g.ri(2, 4)):
        d.ln(" %d. " % (i + 1) + g.c(["Open 4 surge beds in ", "Expedite discharges in ", "Cohort flu pts in ",
                                      "Transport for lounge pts from ", "Chase RACF offers for "]),
             (g.c(wards), "HOSPITAL"), " - owner ", g.staff(None, None, g.c(["F", "FL"])),
             " - by ", g.c([clin.time(g, 9, 17), ["COB ", g.ds(g.day(0))]]))
    if g.chance(0.25):
        d.ln("Note: long weekend (", (g.holiday(), "DATE"), ") - aim 10 d/c before 1100 on ", g.ds(g.day(1)), ".")
    d.ln("Next meeting: " + g.c(["1400", "1600", "tomorrow 0830", "1300"]))
    if g.chance(0.4):
        d.ln("Bed board: ", (g.url("board"), "URL"), "  Flow phone ", (g.phone("land"), "PHONE"))


# ---------------------------------------------------------------- journey board export
def journey_board(g, d):
    ward = g.ward()
    fmt = g.c(["csv", "csv", "tsv", "pipe", "kv"])
    user = g.name()
    un = g.username(user)
    d.ln(g.c(["# Patient Journey Board export", "PATIENT JOURNEY BOARD - EXPORT",
              "Journey board snapshot"]), " - ", (ward, "HOSPITAL"), " - ", (g.hosp, "HOSPITAL"))
    d.ln("# generated ", g.d(g.day(0), "iso"), " " + clin.time_colon(g, 6, 18) + " by ", (un, "USERNAME"),
         " from ", (g.ip(), "IPADDR"))
    pts = [R.patient(g, ward=ward) for _ in range(g.ri(6, 13))]
    hdr = ["Bed", g.mrn_label().rstrip(":. "), "Patient", "Age", "Sex", "Admitted", "Cons", "Spec", "EDD",
           "D/C status", "Dest", "Transport", "Alerts", "Nurse", "Updated by"]
    if g.chance(0.4):
        hdr = hdr[:10] + ["Dest", "Updated by"]
    rows = []
    isostyle = g.c(["iso", "ddmmyyyy", "dd-Mon-yyyy"])
    for pt in pts:
        row = [(pt.bed, "LOCATION_OTHER"), (pt.mrn, "MRN"),
               g.pname(pt.n, g.c(["LFcap", "LF", "LFm", "LFsp"])), (str(pt.age), "AGE"), pt.sex,
               g.d(pt.adm, isostyle), ["Dr ", (pt.cons.last, "DOCTOR")] if g.chance(0.5) else
               [(pt.cons.last.upper(), "DOCTOR")], pt.spec, g.d(pt.edd, isostyle), g.c(clin.DC_STATUS)]
        dest = g.c(clin.DISCH_DEST)
        if dest == "RACF":
            dest = [(pt.racf, "HOSPITAL")]
        elif dest == "rehab":
            dest = [(g.loc(P.REHAB_SITES), "HOSPITAL")]
        else:
            dest = clin.localise(g, dest)
        if len(hdr) == 12:
            row += [dest, [(g.username(g.name()), "USERNAME")]]
        else:
            row += [dest, g.c(clin.TRANSPORT), "; ".join(pt.alerts) if pt.alerts else "",
                    [(g.name().first, "DOCTOR")] if g.chance(0.8) else "",
                    [(g.username(g.name()), "USERNAME")]]
        rows.append(row)
    if fmt == "csv":
        delim_table(d, hdr, rows, ",")
    elif fmt == "tsv":
        delim_table(d, hdr, rows, "\t")
    elif fmt == "pipe":
        pipe_table(d, hdr, rows, edge=g.chance(0.5))
    else:
        for r_ in rows:
            for h, v in zip(hdr, r_):
                d.w(h.lower().replace(" ", "_").replace("/", "") + "=", v, "; ")
            d.t("\n")
    d.t("\n")
    d.ln("# rows: %d  | open beds: %d | blocked: %d | EDD today: %d" % (
        len(rows), g.ri(0, 4), g.ri(0, 2), g.ri(0, 5)))
    if g.chance(0.5):
        d.ln("# board URL: ", (g.url("board"), "URL"))
    if g.chance(0.4):
        pt = g.c(pts)
        d.ln("# note: ", g.pname(pt.n, "tL"), " - ", clin.delay(g), " (flag set by ",
             (un, "USERNAME"), ")")


# ---------------------------------------------------------------- ward clerk log
def _adm_detail(g, d, pt, ind):
    d.ln(ind, "DOB ", g.d(pt.dob), " (", g.age(pt.age, "bare"), ")  ", g.c(["Enc ", "Episode ", "Visit "]),
         (pt.acct, "ACCOUNT"))
    d.ln(ind, "Addr: ", g.addr(pt.addr), "  ph ", (pt.phone, "PHONE"))
    if g.cc == "AU":
        hp = ["Medicare ", (g.medicare(), "HEALTHPLAN")]
        if g.chance(0.3):
            hp += ["  DVA ", (g.dva(), "HEALTHPLAN")]
        elif g.chance(0.3):
            hp += ["  Fund: ", (g.loc(P.ORGS_FUND), "ORGANIZATION"), " #", (g.fund_no(), "HEALTHPLAN")]
        d.ln(ind, hp)
    elif g.chance(0.5):
        d.ln(ind, g.c(["ACC claim ", "CSC "]), (g.fund_no() if g.chance(0.5) else g.csc(), "HEALTHPLAN"))
    d.ln(ind, R.nok_pieces(g, pt, g.c(["NOK: name (rel) ph", "rel name ph"])))
    d.ln(ind, R.gp_pieces(g, pt, full=g.chance(0.5)))
    if g.chance(0.45):
        d.ln(ind, "Occupation: ", ["retired "] if pt.retired else "", (pt.prof, "PROFESSION"),
             g.c(["", "; Religion: " + g.c(["Catholic", "Anglican", "nil", "Muslim", "LDS", "Hindu"])]),
             g.c(["", "; Interpreter: " + (pt.lang or "no")]))
    if pt.cob and g.chance(0.6):
        d.ln(ind, "Country of birth: ", (pt.cob, "COUNTRY"))


def clerk_log(g, d):
    ward = g.ward()
    clerk = g.name()
    un = g.username(clerk)
    d.ln((ward, "HOSPITAL"), g.c([" - WARD CLERK ADT LOG", " ward clerk log (admissions / discharges / transfers)",
                                  " - A/D/T book"]))
    d.ln("Date: ", g.d(g.day(0)), "   Clerk: ", g.staff(clerk, None, g.c(["FL", "F", "F.L"])), " (login ",
         (un, "USERNAME"), ")   Workstation ", (g.ip(), "IPADDR"))
    d.ln("Ward ph ", (g.phone("land"), "PHONE"), "  fax ", (g.fax(), "FAX"), "  email ",
         (g.email(role=g.c(["ward", "clerk", "nuc"]) + str(g.ri(1, 30))), "EMAIL"))
    d.t("\n")
    tmin = 7 * 60 + g.ri(0, 30)
    events = g.r.sample(["ADM", "ADM", "ADM", "DIS", "DIS", "DIS", "TRF", "TRF-IN", "MSG", "MSG",
                         "FAX", "DEC"], g.ri(5, 9))
    ini = g.c(["ini", "INI", "F"])
    for ev in events:
        tmin += g.ri(10, 90)
        tm = "%02d%02d" % ((tmin // 60) % 24, tmin % 60)
        pt = R.patient(g, ward=ward)
        if ev == "ADM":
            d.ln(tm + "  ADMIT   bed ", (pt.bed, "LOCATION_OTHER"), "  ", g.pname(pt.n, g.c(["LFcap", "LFm"])),
                 "  ", R.mrn_pieces(g, pt), "  from " + g.c(["ED", "AAU", "theatre/PACU", "OPD", "direct"]))
            _adm_detail(g, d, pt, "        ")
        elif ev == "DIS":
            dest = g.c(["home", "RACF", "rehab"])
            d.w(tm + "  DISCH   bed ", (pt.bed, "LOCATION_OTHER"), "  ", g.pname(pt.n, g.c(["LFcap", "LF"])),
                "  ", R.mrn_pieces(g, pt), "  to ")
            if dest == "RACF":
                d.w((pt.racf, "HOSPITAL"))
            elif dest == "rehab":
                d.w((g.loc(P.REHAB_SITES), "HOSPITAL"))
            else:
                d.w("home via " + g.c(["family", "taxi", "PTS"]))
            extra = g.c(["", "; notes to HIS", "rx"])
            if extra == "rx":
                extra = ["; scripts to ", (g.loc(P.PHARMACIES), "HOSPITAL")]
            d.ln("; d/c summary faxed to GP ", (pt.gp_fax, "FAX"), extra)
        elif ev == "TRF":
            d.ln(tm + "  TRF OUT bed ", (pt.bed, "LOCATION_OTHER"), "  ", g.pname(pt.n, "LFcap"), "  ",
                 R.mrn_pieces(g, pt), " -> " + g.c(["ICU", "CCU", "HDU", "stroke unit", "theatre"]) +
                 " bed ", (g.bed(), "LOCATION_OTHER"))
        elif ev == "TRF-IN":
            d.ln(tm + "  TRF IN  bed ", (pt.bed, "LOCATION_OTHER"), "  ", g.pname(pt.n, "LFcap"), "  ",
                 R.mrn_pieces(g, pt), " from ", (g.other_hosp(), "HOSPITAL"), " (", g.age(pt.age, "sex", pt.sex),
                 ") transfer ref ", (g.idnum("transport"), "IDNUM"))
        elif ev == "MSG":
            caller = g.name()
            d.ln(tm + "  PHONE   ", g.pname(caller, "FL", "FAMILY"), " (" + pt.rel + " of bed ",
                 (pt.bed, "LOCATION_OTHER"), ") rang re " + g.c(["visiting", "discharge time", "lost glasses",
                                                                  "parking", "doctor update"]) + " - call back ",
                 (g.phone(), "PHONE"))
        elif ev == "FAX":
            d.ln(tm + "  FAX     referral for ", g.pname(pt.n, "tL"), " sent to ", (pt.racf, "HOSPITAL"),
                 " fax ", (g.fax(), "FAX"), "; receipt ", (g.idnum("referral"), "IDNUM"))
        else:
            d.ln(tm + "  DECEASED bed ", (pt.bed, "LOCATION_OTHER"), "  ", g.pname(pt.n, "LFcap"), "  ",
                 R.mrn_pieces(g, pt), " - family (", pt.rel + " ", g.pname(pt.nok, "F", "FAMILY"),
                 ") notified; " + g.c(["not coronial", "coroner informed", "funeral director collecting"]))
        d.ln("        ", g.c(["- ", "by "]), g.staff(clerk, None, ini))
    d.t("\n")
    d.ln("End of shift census: %d/%d beds, %d adm, %d d/c, %d trf. Handed to ND clerk " % (
        g.ri(20, 32), 32, events.count("ADM"), events.count("DIS"), events.count("TRF")),
         g.staff(None, None, "F"), ".")


# ---------------------------------------------------------------- discharge lounge
def lounge(g, d):
    rn = g.name()
    d.ln(g.c(["DISCHARGE LOUNGE - PATIENT LIST", "Discharge Lounge daily list", "TRANSIT LOUNGE LOG"]),
         " - ", (g.hosp_ref(), "HOSPITAL"))
    d.ln("Date: ", g.d(g.day(0)), "   Lounge RN: ", g.staff(rn, "RN", g.c(["FLc", "Fc", "FL.c"])), "   ext ",
         (g.ext(), "PHONE"), "   Hours 0800-1800")
    if g.chance(0.5):
        d.ln("Location: ", (g.loc(P.BUILDINGS), "LOCATION_OTHER"), ", ground floor. Capacity %d chairs / %d beds." % (
            g.ri(8, 16), g.ri(1, 4)))
    d.t("\n")
    rows = []
    notes = []
    chairs = g.r.sample(range(1, 15), 11)
    for ci in range(g.ri(5, 11)):
        pt = R.patient(g)
        arr, dep = clin.time_pair(g, 8, 15)
        col = g.c(["family", "family", "PTS", "taxi", "own", "RACF van"])
        if col == "family":
            coll = [pt.rel + " ", g.pname(pt.nok, "F", "FAMILY"), " ", (pt.nok_phone, "PHONE")]
            if g.chance(0.45):
                coll += [" rego ", (g.plate(), "VEHICLE")]
        elif col == "PTS":
            coll = ["PTS ", (g.idnum("transport"), "IDNUM")]
        elif col == "taxi":
            coll = ["taxi - ", (g.loc(P.ORGS_TAXI), "ORGANIZATION")]
        elif col == "RACF van":
            coll = [(pt.racf, "HOSPITAL"), " van"]
        else:
            coll = ["self"]
        rows.append([g.c([["C", (str(chairs[ci]), "LOCATION_OTHER")], [(str(chairs[ci]), "LOCATION_OTHER")],
                          ["C", (str(chairs[ci]), "LOCATION_OTHER")]]),
                     g.pname(pt.n, g.c(["LFcap", "tL", "LF", "FL"])), (pt.mrn, "MRN"), (pt.ward, "HOSPITAL"),
                     arr, g.c(["ready", "pharm", "pending", "webster", "Y", "N"]), coll,
                     g.c(["", dep, dep])])
        if g.chance(0.35):
            notes.append(pt)
    hdr = ["Chair", "Patient", g.mrn_label().rstrip(":. "), "From", "Arr", "Meds", "Collected by / transport", "Dep"]
    (pipe_table if g.chance(0.6) else aligned_table)(d, hdr, rows)
    d.t("\n")
    if notes:
        d.ln("Notes:")
    for pt in notes:
        nt = g.c([["awaiting d/c summary from Dr ", (pt.cons.last, "DOCTOR")],
                  ["scripts being filled at ", (g.loc(P.PHARMACIES), "HOSPITAL")],
                  ["needs 1 assist to car - wardsperson ", (g.name().first, "DOCTOR"), " booked"],
                  ["IV abx completed, PIVC out by RN ", (g.name().first, "DOCTOR")],
                  "awaiting pharmacy"])
        d.ln("- ", g.pname(pt.n, "tL"), ": ", nt, ". " +
             g.c(["Family ETA 1500.", "Pt anxious re transport.", "Lunch given.", "Obs stable, NEWS 1."]))
    if g.chance(0.4):
        d.ln("Patient info leaflets: ", (g.url("info"), "URL"))
    d.ln("Handover to ", (pt.ward if notes else g.ward(), "HOSPITAL"),
         " for pts not collected by 1800. Checked: ", g.staff(None, None, "INI"))
