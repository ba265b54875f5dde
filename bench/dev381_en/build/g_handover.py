"""Own genre: nursing handover (bay handover sheet or single-patient SBAR)."""
import clinical as CL
import ctx as CTX
import hdr
import ids
import pools_names as PN
from common import pick, wpick, chance, fd, tm, add_days, digits, sample


def A(c, uk, us):
    return us if c["cc"] in ("US", "CA") else uk


ISSUES = ["for theatre today - NBM from 02:00", "hypoactive delirium - 4AT 6, sitter requested", "BNO 4/7 - enema given",
          "IDC in situ, TWOC tomorrow", "Hb 79 - 1 unit running", "pain controlled", "refusing meds - crushed in yoghurt per SLT",
          "falls risk - bed alarm on, low bed", "wound oozing - redressed x1", "O2 2L NC, sats 94%", "IV abx (amox) day 2 ?HAP",
          "awaiting OT kitchen assessment", "POC restart requested", "for d/c tomorrow to rehab", "grade 2 PU sacrum - 2hrly turns",
          "diabetic - BMs QDS, hypo x1 overnight (3.2)", "anticoag restarted today", "family want update from doctors",
          "DoLS in place", "wandering at night, 1:1 enhanced obs", "sliding scale off", "fluid chart - poor intake"]


def other_patient(rng, cc):
    org = wpick(rng, PN.COUNTRY_ORIGINS[cc])
    sex = "F" if chance(rng, 0.7) else "M"
    fem, mal, sur = PN.ORIGINS[org]
    return pick(rng, fem if sex == "F" else mal), pick(rng, sur), sex, str(int(rng.triangular(66, 103, 87)))


def handover(d, rng, c):
    if chance(rng, 0.55):
        bay_sheet(d, rng, c)
    else:
        sbar(d, rng, c)


def bay_sheet(d, rng, c):
    date = add_days(c["op_d"], rng.randrange(-1, 4))
    d.w("NURSING HANDOVER - [[HOSPITAL:ward]] bay [[LOCATION_OTHER:bay]]   {sh} [[DATE:v]]\n", sh=pick(rng, ["Night -> Early", "LD -> Night", "AM shift", "PM handover"]),
        v=fd(c, date, pick(rng, ["num", "wd", "dm", "num2"])))
    d.w("Nurse in charge: [[DOCTOR:v]]", v=pick(rng, [c["nurse"], c["nurse_f"]]))
    if chance(rng, 0.6):
        d.w("   HCA: [[DOCTOR:v]]", v=c["nurse2_f"] if chance(rng, 0.5) else c["nurse2"])
    d.w("   Site/bleep [[PHONE:v]]\n", v=ids.bleep(rng))
    if c["cc"] in ("US", "CA") and chance(rng, 0.5):
        d.t("All pts ID'd by wristband + palm scan at start of shift.\n")
    d.t("-" * 50 + "\n")
    n = rng.randrange(3, 6)
    main = rng.randrange(n)
    beds = sorted(sample(rng, range(1, 7), n))
    for i in range(n):
        bed = str(beds[i])
        if i == main:
            f, l, sx, age = c["pt_f"], c["pt_l"], c["sx"], c["age"]
            op = "%s %s" % (c["S"], c["op_s"])
            pod = (date - c["op_d"]).days
        else:
            f, l, sx, age = other_patient(rng, c["cc"])
            op = pick(rng, ["R hemi", "L hemi", "L DHS", "R DHS", "R IMN", "L IMN", "L THR", "R cannulated screws", "#pubic rami - conservative",
                            "L periprosthetic # - for revision"])
            pod = rng.randrange(-1, 9)
        form = rng.randrange(4)
        d.w("Bed [[LOCATION_OTHER:b]]  ", b=bed)
        if form == 0:
            d.w("[[PATIENT:n]] [[AGE:a]]{sx}", n=f + " " + l, a=age, sx=sx)
        elif form == 1:
            d.w("[[PATIENT:n]] ([[AGE:a]])", n=l.upper() + ", " + f, a=age)
        elif form == 2:
            d.w("{t} [[PATIENT:n]], [[AGE:a]]", t="Mrs" if sx == "F" else "Mr", n=l, a=age)
        else:
            d.w("[[PATIENT:n]] {sx} [[AGE:a]]", n=f, sx=sx, a=age)
        d.t(" | %s | %s | " % (op, "pre-op" if pod < 0 else "POD %d" % pod))
        d.t(pick(rng, ["DNACPR", "full esc", "ReSPECT - ward based", "DNACPR", "for CPR", "TEP done", "NFR"]) + " | ")
        iss = sample(rng, ISSUES, rng.randrange(1, 4))
        d.t("; ".join(iss))
        if i == main and c["cc"] in ("US", "CA") and chance(rng, 0.4):
            d.w("; palm-vein ID [[BIOID:v]] re-enrolled", v=ids.bioid(rng, "palm"))
        if i == main and chance(rng, 0.6):
            d.w("; {rel} [[FAMILY:nok_f]] calling at {t} ([[PHONE:nok_ph]])", rel=c["nok_rel"], t=tm(rng, c))
        elif i == main and c["res"] in ("resid", "nursing"):
            d.w("; from [[HOSPITAL:home]]")
        elif chance(rng, 0.2):
            ff, ll, _, _ = other_patient(rng, c["cc"])
            d.w("; {rel} [[FAMILY:v]] visiting", rel=pick(rng, ["daughter", "son", "wife", "niece"]), v=ff)
        d.t("\n")
    d.t("-" * 50 + "\n")
    d.t("Bay notes: %s\n" % pick(rng, ["1 x side room needed for C diff query", "hoist serviced", "sensor mats x2 in use", "crash mats in use",
                                       "pharmacy TTOs chased"]))
    if chance(rng, 0.35):
        d.w("Car (reg [[VEHICLE:veh]]) belonging to pt in bed [[LOCATION_OTHER:b]] still in ED drop-off - security informed, {rel} to collect.\n",
            b=str(beds[main]), rel=c["nok_rel"])
    if chance(rng, 0.3):
        d.w("Handover given by [[DOCTOR:v]] to [[DOCTOR:v2]] at {t}.\n", v=c["nurse2_i"], v2=c["nurse_i"], t=tm(rng, c))


def sbar(d, rng, c):
    date = add_days(c["op_d"], rng.randrange(-1, 5))
    d.t(pick(rng, ["SBAR HANDOVER\n", "Nursing handover (SBAR)\n", "SBAR - escalation to medical team\n"]))
    d.w("[[DATE:v]] {t}  ", v=fd(c, date, pick(rng, ["num", "wd", "num2"])), t=tm(rng, c))
    hdr.ward_line(d, rng, c)
    d.t("\nS: ")
    d.w("{pt}, [[AGE:age]]{sx}, ", pt=lambda x: x.w("[[PATIENT:v]]", v=pick(rng, [c["pt"], c["pt_LF"], c["pt_l"]])), sx=pick(rng, [c["sx"], " yrs", "yo"]))
    pod = (date - c["op_d"]).days
    d.t("%s %s. " % ("pre-op" if pod < 0 else "day %d post %s" % (pod, c["op_s"]), "(%s side)" % c["side"]))
    trip = pick(rng, [
        ("New confusion and agitation tonight, trying to get out of bed.", "4AT 8. Pulling at cannula.", "Please review - ?delirium, ?infection; bloods + urine sent."),
        ("NEWS2 5 - RR 24, SpO2 91% on air, T 38.2.", "Looks unwell, coarse creps R base.", "Sepsis screen + abx - please prescribe."),
        ("Hypotensive 86/50 after evening meds.", "Cap refill 3s, dry mucosa, poor intake.", "Please r/v fluids and meds chart."),
        ("Unwitnessed fall on ward at %s - found on floor by bed." % tm(rng, c), "No obvious injury post fall, neuro obs started.",
         "Please review + consider CT head%s." % (" (anticoagulated)" if c["ac"] else "")),
        ("Not passed urine for 10 hrs, bladder scan 820ml.", "Lower abdo discomfort, restless.", "Catheterise? awaiting plan."),
        ("Drowsy, hard to rouse, GCS 12.", "Pinpoint pupils, RR 10 - had oxycodone x3 today.", "Please review within 30 mins - ?naloxone."),
        ("Wound oozing heavily, dressing changed x2.", "Wound site hot and red, T 37.9.", "Please review wound + ?swab/abx.")])
    d.t(trip[0])
    d.t("\nB: ")
    d.w("Admitted [[DATE:v]] with {fr}. ", v=fd(c, c["adm_d"], pick(rng, ["dm", "num", "wd"])), fr=c["frac"])
    d.t("PMH: ")
    CL.w_pmh(d, rng, c, n=rng.randrange(2, 5), style="inline")
    d.t(". ")
    if c["ac"]:
        d.t("On %s. " % c["ac"])
    d.t(pick(rng, ["DNACPR in place. ", "For full escalation. ", "ReSPECT: ward-based care. "]))
    d.t("\nA: ")
    CL.w_obs(d, rng, c)
    d.t(". %s\n" % trip[1])
    d.t("R: " + trip[2])
    d.t("\n\nEscalated to ")
    d.w("[[DOCTOR:v]] ({g}) at {t} via {m}", v=pick(rng, [c["sho"], c["sho_f"], c["reg_i"]]), g=pick(rng, [c["sho_grade"], "on-call " + A(c, "FY1", "resident"), "H@N"]),
        t=tm(rng, c), m=pick(rng, ["bleep", "phone", "Careflow", "Vocera"]))
    if chance(rng, 0.6):
        d.w(" ([[PHONE:v]])", v=ids.bleep(rng))
    d.t(".\n")
    if chance(rng, 0.5):
        d.w("{rel} [[FAMILY:nok]] informed by phone [[PHONE:v]] at {t}.\n", rel=c["nok_rel"].capitalize(), v=pick(rng, [c["nok_ph"], c["nok_ph2"]]), t=tm(rng, c))
    if chance(rng, 0.25):
        d.w("Incident report [[IDNUM:v]] completed.\n", v=ids.idnum(rng, "incident", date.year))
    d.w("\n[[DOCTOR:v]] {g}\n", v=pick(rng, [c["nurse"], c["nurse_i"]]), g=pick(rng, ["RN", "SN", "Staff Nurse", "CN"]))
    if chance(rng, 0.3):
        hdr.efoot(d, rng, c, "nurse", date)
