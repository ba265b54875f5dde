"""Genres: outreach referral record, early warning score escalation note, MET / rapid response call record."""
import locale_fmt as L
import clinical as K
from common import (D, A, age_phrase, pname, fname, sname, T, loc_seg, id_block, banner, sig, nok_line, gp_line,
                    team_url, bullets, contact_line)
from cast import uname, mail


def _social(rng, x, d):
    k = rng.randrange(4)
    if k == 2 and x.age < 60:
        k = 0
    if k == 0:
        d.w("Social: lives with {rel} {n} in own home; works as a {p} at {e}.\n", rel=x.nok_rel,
            n=fname(rng, x.nok, "first", x.c), p=(x.prof, "PROFESSION"), e=(x.employer, "ORGANIZATION"))
    elif k == 1:
        d.w("SH: resident at {h}, needs assistance x1 with mobility. Previously a {p}.\n",
            h=(x.carehome, "HOSPITAL"), p=(x.prof, "PROFESSION"))
    elif k == 2:
        d.w("SH: lives alone, independent ADLs, retired {p}. Ex-smoker 30 pack-years. {rel} ({n}) visits daily.\n",
            p=(x.prof, "PROFESSION"), rel=x.nok_rel.capitalize(), n=fname(rng, x.nok, "first", x.c))
    else:
        d.w("Social: {p}, employed by {e}. Recently returned from {co} (travel {y}).\n",
            p=(x.prof.capitalize(), "PROFESSION"), e=(x.employer, "ORGANIZATION"), co=(x.country, "COUNTRY"),
            y=D(rng, x, x.date, ("monthyear",)))


def outreach_referral(rng, x, d):
    c, v = x.c, x.v
    sc = rng.choice(K.SCEN)
    o = K.obs(rng, rng.choice([2, 2, 3]), sc)
    _, tot = K.news2(o)
    t0 = rng.randrange(0, 24 * 60 - 90)
    ref = L.idnum(rng, "ref", x.date.year)
    title = rng.choice(["%s REFERRAL" % v["team_long"].upper(), "Referral to %s" % v["team"],
                        "%s - WARD REFERRAL FORM" % v["team"]])
    d.w("{t}\n{h}   Ref: {r}\n", t=title, h=(x.hosp, "HOSPITAL"), r=(ref, "IDNUM"))
    d.t("=" * rng.choice([40, 52, 60]) + "\n")
    d.w("Date of referral: {dt}   Time: {tm}\n", dt=D(rng, x), tm=T(rng, x, t0 // 60, t0 % 60))
    d.w("Referred by: {n}, {role}  -  " + v["pg"] + " {b}\n", n=sname(rng, x, x.wdr, rng.choice(["full", "dr", "finit"])),
        role=x.wdr.role, b=(x.wdr.pager, "PHONE"))
    d.w("Nurse in charge: {n}   Ward ext: {e}\n\n", n=sname(rng, x, x.wrn, "full"), e=(L.extension(rng), "PHONE"))
    d.seg(banner(rng, x))
    if rng.random() < 0.6:
        d.w("Address: {a}\n", a=x.addr)
    if rng.random() < 0.4:
        d.w("{pl}: {v}\n", pl=x.plan[0], v=(x.plan[1], "HEALTHPLAN"))
    d.seg(nok_line(rng, x, with_age=rng.random() < 0.3))
    d.t("\n")
    if rng.random() < 0.5:
        d.seg(gp_line(rng, x))
        d.t("\n")
    d.w("Admitted: {ad} under {cn} ({role})\n\n", ad=D(rng, x, x.admit),
        cn=sname(rng, x, x.cons, "dr"), role=x.cons.role)
    d.t("REASON FOR REFERRAL\n")
    d.t(rng.choice(["Concern: ", "Trigger: ", ""]) + sc["why"] + ".\n")
    tt = max(0, t0 - rng.randrange(5, 40))
    d.t("%s %d at %s (previous %d). %s\n\n" % (v["score"], tot, T(rng, x, tt // 60, tt % 60), max(0, tot - rng.randrange(2, 5)),
                                                rng.choice(["Ward team already reviewed.", "Nurse worried - gut feeling.",
                                                            "Second trigger in 4 h.", "Not improving after fluid bolus."])))
    d.t("S: " + K.obs_line(o, c) + "\n")
    d.t("B: " + K.typo(rng, " ".join(rng.sample(sc["hx"], min(2, len(sc["hx"]))))) + " PMH: " +
        ", ".join(rng.sample(K.PMH, 3)) + ".\n")
    d.t("A: " + rng.choice(["?", "Likely ", "Working dx "]) + sc["dx"] + ". " + rng.choice(sc["ex"]) + "\n")
    d.t("R: " + rng.choice(["Please review within 30 min.", "Review and advise re ceiling of care.",
                            "?HDU/ICU - please assess.", "Support with NIV set-up."]) + "\n\n")
    _social(rng, x, d)
    d.t("\nLabs today: " + ", ".join(K.labs(rng, c, rng.randrange(4, 7))) + "\n")
    if rng.random() < 0.5:
        d.w("Lab accession {a}; blood cultures {b}\n", a=(L.idnum(rng, "lab", x.date.year), "IDNUM"),
            b=(L.idnum(rng, "culture", x.date.year), "IDNUM"))
    d.t("\nOUTREACH RESPONSE\n")
    ts = t0 + rng.randrange(8, 45)
    d.w("Seen {tm} by {n} ({role}) with {m}.\n", tm=T(rng, x, ts // 60, ts % 60), n=sname(rng, x, x.out, "full"), role=x.out.role,
        m=sname(rng, x, x.icu, rng.choice(["dr", "full_role"])))
    d.t(bullets(rng, rng.sample(sc["act"], min(3, len(sc["act"])))))
    disp = rng.randrange(3)
    if disp == 0:
        d.w("Outcome: accepted to {u}, bed {b}. Handover given to {n}.\n", u=v["unit"], b=(x.icu_bed, "LOCATION_OTHER"),
            n=sname(rng, x, x.icu_cons, "dr"))
    elif disp == 1:
        d.t("Outcome: remain on ward, %s review in %s. Escalate if %s >= %d.\n" % (
            v["team"], rng.choice(["1 h", "2 h", "4 h"]), v["score"], rng.choice([5, 6, 7])))
    else:
        d.w("Outcome: ceiling of care ward-based per TEP dated {dt}; family ({n}) updated by phone.\n",
            dt=D(rng, x, L.shift(x.date, -rng.randrange(0, 4))), n=fname(rng, x.nok, "first", x.c))
    if rng.random() < 0.4:
        d.w("Referral also logged at {u}\n", u=(team_url(rng, "ccot/referral?id=" + ref.split("-")[-1]), "URL"))
    d.t("\n")
    d.seg(sig(rng, x, x.out))
    d.t("\n")


def ews_escalation(rng, x, d):
    c, v = x.c, x.v
    sc = rng.choice(K.SCEN)
    d.w("{s} ESCALATION RECORD - {h}\n", s=v["score"], h=(x.hosp, "HOSPITAL"))
    d.w("Ward: {w}   Bed: {b}   Date: {dt}\n", w=(x.ward, "HOSPITAL"), b=(x.bed, "LOCATION_OTHER"),
        dt=D(rng, x, None, ("num", "wday", "dash", "abbr")))
    d.w("Pt: {n}   ", n=pname(rng, x, rng.choice(["LASTFIRST", "full", "lastfirst"])))
    d.seg(id_block(rng, x))
    d.w("\nAge: {a}   DOB: {dob}\n\n", a=A(x), dob=D(rng, x, x.dob, ("num",)))
    d.t("Obs chart extract:\n")
    d.t("Time   RR  SpO2  O2          BP       HR   T     ACVPU  Score\n")
    h0 = rng.randrange(0, 20)
    sev = [rng.choice([0, 1]), 1, 2, rng.choice([2, 3])]
    last = None
    for i, s in enumerate(sev):
        o = K.obs(rng, s, sc if i == 3 else None)
        _, tot = K.news2(o)
        d.t("%02d:%02d  %-3d %-4s  %-11s %-8s %-4d %-5.1f %-6s %d\n" % (
            (h0 + i) % 24, [0, 0, 5, 10][i], o["rr"], "%d%%" % o["spo2"], o["o2"],
            "%d/%d" % (o["sbp"], o["dbp"]), o["hr"], o["temp"], o["cons"], tot))
        last = (o, tot)
    o, tot = last
    d.t("\nTrigger: %s %d%s -> %s\n" % (v["score"], tot, " (single param 3)" if rng.random() < 0.3 else "",
                                          "emergency response" if tot >= 7 else "urgent response"))
    tm0 = ((h0 + 3) % 24) * 60 + rng.randrange(0, 50)

    def at(off):
        mm = (tm0 + off) % (24 * 60)
        return T(rng, x, mm // 60, mm % 60)
    d.w("Escalated to {n} ({role}) via {how} at {tm}; ", n=sname(rng, x, x.wdr, rng.choice(["dr", "full", "first"])),
        role=x.wdr.role, how=rng.choice([v["pg"], "switchboard", "Vocera", v["pg"]]), tm=at(rng.randrange(1, 4)))
    d.w(v["pg"] + " {b}. Attended {tm2}.\n", b=(x.wdr.pager, "PHONE"), tm2=at(rng.randrange(8, 40)))
    d.w("Nurse in charge informed: {n}.\n", n=sname(rng, x, x.wrn, rng.choice(["full", "first", "full_cred"])))
    if tot >= 5 or rng.random() < 0.5:
        d.w("{t} informed at {tm}: {n}, {r}, {pg} {p}.\n", t=v["team"], tm=at(rng.randrange(4, 12)),
            n=sname(rng, x, x.out, "full"), r=x.out.role, pg=v["pg"], p=(x.out.pager, "PHONE"))
    d.t("\nClinical concern: " + sc["why"] + ". " + rng.choice(sc["hx"]) + "\n")
    d.t("Actions taken:\n" + bullets(rng, rng.sample(sc["act"], min(3, len(sc["act"]))) +
                                       [rng.choice(K.EPONYM_LINES)]))
    if rng.random() < 0.4:
        d.t(rng.choice(K.POLICY[c]) + "\n")
    d.t("Obs frequency increased to %s. %s\n" % (rng.choice(["every 30 min", "hourly", "every 15 min x4 then hourly"]),
                                                 rng.choice(["Fluid balance chart started.", "Sepsis screen positive.",
                                                             "Sepsis screen negative.", "CBG monitoring 2-hourly."])))
    if rng.random() < 0.5:
        d.w("Family: {rel} {n} phoned by {s} on {p}, aware of deterioration.\n", rel=x.nok_rel,
            n=fname(rng, x.nok, None, x.c), s=sname(rng, x, x.wrn, "first"), p=(x.nok_phone, "PHONE"))
    if rng.random() < 0.45:
        d.w("Escalation delayed: {why} (incident {i}).\n", why=rng.choice(["bleep not answered x2", "doctor in theatre",
                                                                          "handover period", "obs not recorded on time"]),
            i=(L.idnum(rng, "datix", x.date.year), "IDNUM"))
    d.t("\nReview outcome: " + rng.choice(["plan documented in medical notes", "ICU referral made",
                                           "continue ward care with outreach follow-up",
                                           "ceiling of care confirmed - ward based",
                                           "parameters adjusted: SpO2 target 88-92% (scale 2)"]) + "\n")
    d.seg(sig(rng, x, x.wrn))
    d.t("\n")
    if rng.random() < 0.4:
        d.w("Entered {dt} {tm} by user {u}\n", dt=D(rng, x, None, ("iso",)), tm=T(rng, x), u=(uname(rng, x.wrn), "USERNAME"))


CRIT = ["Airway threatened", "RR < 8 or > 30", "SpO2 < 90% despite O2", "SBP < 90 mmHg", "HR < 40 or > 140",
        "Sudden fall in LOC / GCS drop > 2", "Seizure", "Staff member worried", "UO < 200 mL over 4 h",
        "Score in purple/emergency zone"]


def met_call(rng, x, d):
    c, v = x.c, x.v
    sc = rng.choice(K.SCEN)
    yr = x.date.year
    callno = L.idnum(rng, "met" if c != "US" else "rrt", yr)
    head = {"US": "RAPID RESPONSE TEAM EVENT RECORD", "CA": "CCRT / CODE BLUE CALL RECORD"}.get(
        c, "MET CALL RECORD" if c in ("AU", "NZ", "ZA") else "MEDICAL EMERGENCY / 2222 CALL RECORD")
    d.w("{h}\n{hs}   Call no. {n}\n\n", h=head, hs=(x.hosp, "HOSPITAL"), n=(callno, "IDNUM"))
    hh = rng.randrange(24)
    m0 = rng.randrange(0, 50)
    m1 = m0 + rng.randrange(1, 6)
    m2 = m1 + rng.randrange(30, 90)
    d.w("Date: {dt}   Called: {a}   Team arrived: {b}   Left: {e}\n", dt=D(rng, x, None, ("num", "wday_short", "abbr")),
        a=T(rng, x, hh, m0), b=T(rng, x, hh, m1), e=T(rng, x, (hh + m2 // 60) % 24, m2 % 60))
    d.t("Location: ")
    if rng.random() < 0.12:
        d.w("{lm}, {bd} (car park level {lv}); bystander CPR by security\n", lm=rng.choice(["staff car park", "multi-storey car park"]),
            bd=(rng.choice(["Carrick Wing", "Brunel Wing", "Jubilee Tower", "Hartley Building"]), "LOCATION_OTHER"),
            lv=(rng.choice(["P2", "P3", "B1", "L4"]), "LOCATION_OTHER"))
        d.w("Patient had collapsed beside vehicle reg {p}.\n", p=(L.plate(rng, c), "VEHICLE"))
    else:
        d.seg(loc_seg(rng, x))
        d.t("\n")
    d.t("\nPatient: ")
    d.seg(pname(rng, x, rng.choice(["LASTFIRST", "full", "titlefull"])))
    d.t("  ")
    d.seg(age_phrase(rng, x))
    d.t("\n")
    d.seg(id_block(rng, x))
    d.w("   DOB {dob}\n", dob=D(rng, x, x.dob, ("num", "dash")))
    if c in ("AU", "US", "CA") and rng.random() < 0.5:
        d.w("{l}: {v}\n", l=x.plan[0], v=(x.plan[1], "HEALTHPLAN"))
    d.w("Admitting team: {t} (Cons {n})   Admitted {ad}\n",
        t=rng.choice(["Gen Med", "Colorectal", "Ortho", "Respiratory", "Gastro", "Vascular", "Renal", "Geriatrics"]),
        n=sname(rng, x, x.cons, "last"), ad=D(rng, x, x.admit))
    d.t("\nCalling criteria:\n")
    chosen = set(rng.sample(range(len(CRIT)), rng.randrange(1, 4)))
    for i, cr in enumerate(CRIT):
        if rng.random() < 0.6 or i in chosen:
            d.t("[%s] %s\n" % ("x" if i in chosen else " ", cr))
    d.t("\nTeam attending:\n")
    d.w("  Team leader: {n} ({r})\n", n=sname(rng, x, x.icu, "full"), r=x.icu.role)
    d.w("  {r}: {n}\n", r=x.out.role, n=sname(rng, x, x.out, "full"))
    if rng.random() < 0.7:
        d.w("  {r}: {n}\n", r=x.wdr.role, n=sname(rng, x, x.wdr, "full"))
    d.w("  Ward RN: {n}\n", n=sname(rng, x, x.wrn, rng.choice(["full", "first"])))
    o = K.obs(rng, 3, sc)
    d.t("\nOn arrival: " + K.obs_line(o, c) + "\n")
    d.t("A - %s\nB - %s\nC - %s\nD - %s\nE - %s\n" % (
        rng.choice(["patent, talking", "partial obstruction - jaw thrust + OPA", "patent, snoring resps"]),
        rng.choice(sc["ex"]), "CRT %d s, %s" % (rng.randrange(2, 6), rng.choice(["cool peripheries", "warm", "mottled knees"])),
        "GCS %d, pupils %s, BM %.1f" % ({"A": 15, "C": 14, "V": rng.choice([11, 12, 13]), "P": rng.choice([7, 8, 9]),
                                         "U": rng.choice([3, 4, 5])}[o["cons"]], rng.choice(["PEARL", "3 mm reactive", "pinpoint"]),
                                       2 + 14 * rng.random()),
        rng.choice(["no rash", "wound clean", "calves SNT", "sacral grade 2 PI"])))
    d.t("\nInterventions:\n" + bullets(rng, sc["act"]))
    d.t(K.abg(rng, c) + "\n")
    if rng.random() < 0.5:
        d.w("ABG sample no. {s}\n", s=(L.idnum(rng, "abg", yr), "IDNUM"))
    d.t("\nWorking diagnosis: " + sc["dx"] + "\n")
    disp = rng.randrange(4)
    if disp == 0:
        d.w("Disposition: transferred to {u} bed {b} at {tm}\n", u=v["unit"], b=(x.icu_bed, "LOCATION_OTHER"),
            tm=T(rng, x, (hh + m2 // 60) % 24, m2 % 60))
    elif disp == 1:
        d.w("Disposition: remains on {w}; {t} review 1 h and 4 h\n", w=(x.ward, "HOSPITAL"), t=v["team"])
    elif disp == 2:
        d.t("Disposition: NFR / ward-based ceiling agreed with consultant by phone; comfort measures\n")
    else:
        d.w("Disposition: to HDU ({h} level 2), bed {b}\n", h=(x.ward2, "HOSPITAL"), b=(x.icu_bed, "LOCATION_OTHER"))
    d.t("Goals of care documented: %s\n" % rng.choice(["yes", "yes - existing", "no - please complete", "yes (new)"]))
    d.t("Previous calls this admission: %d\n" % rng.randrange(0, 3))
    if rng.random() < 0.5:
        d.w("Consultant informed: {n} at {tm}\n", n=sname(rng, x, x.cons, "drfull"),
            tm=T(rng, x, (hh + (m1 + 15) // 60) % 24, (m1 + 15) % 60))
    d.t("\n")
    d.seg(sig(rng, x, x.icu, with_lic=rng.random() < 0.6))
    d.t("\n")
    if rng.random() < 0.4:
        d.seg(contact_line(rng, x, x.out))
        d.t("\n")
